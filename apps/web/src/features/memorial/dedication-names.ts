import type { DedicationsOnQuery } from '@openshiur/graphql';

type Names = Pick<DedicationsOnQuery['dedicationsOn'][number], 'name' | 'hebrewName' | 'parentName' | 'parentHebrewName' | 'relation'>;

const HEBREW_RELATION = { BEN: 'בן', BAS: 'בת' } as const;

/** "Sample Name ben Sample Parent" and "שם בן הורה": the name with the parent's, when given. */
export function dedicationNames(dedication: Names) {
  const relation = dedication.relation ?? 'BEN';
  const english = dedication.parentName ? `${dedication.name} ${relation.toLowerCase()} ${dedication.parentName}` : dedication.name;
  const hebrew = dedication.hebrewName
    ? dedication.parentHebrewName
      ? `${dedication.hebrewName} ${HEBREW_RELATION[relation]} ${dedication.parentHebrewName}`
      : dedication.hebrewName
    : null;
  return { english, hebrew };
}
