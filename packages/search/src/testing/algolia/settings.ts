/**
 * The index settings the emulator understands, validated strictly: a setting it does not emulate
 * (or a value it would not honour) is refused with a clear message instead of being ignored, so a
 * mismatch between the adapter and the emulator shows up as a failing test.
 */
import type { QueryType, SearchableAttribute } from './matching';

/** An error answered as an HTTP status, like Algolia's `{ message, status }` bodies. */
export class EmulatorError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const unsupported = (what: string) => new EmulatorError(400, `Algolia emulator: ${what}`);

export interface EmulatedSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  customRanking?: string[];
  ranking?: string[];
  replicas?: string[];
  typoTolerance?: boolean | 'min';
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  queryType?: QueryType;
  maxValuesPerFacet?: number;
  paginationLimitedTo?: number;
  hitsPerPage?: number;
  /** Only `[]`: the emulator never highlights. */
  attributesToHighlight?: string[];
  /** Only `false`: the emulator neither removes stop words nor folds plurals. */
  removeStopWords?: false;
  ignorePlurals?: false;
}

/** Algolia's defaults for what the emulator implements. */
export const DEFAULTS = {
  ranking: ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'],
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  queryType: 'prefixLast',
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
  hitsPerPage: 20,
} as const;

const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SORT = /^(asc|desc)\(([A-Za-z_][A-Za-z0-9_]*)\)$/;
/** Criteria the emulator knows; geo, words, filters, proximity and exact are accepted as ties. */
const CRITERIA = new Set([
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
]);

function stringList(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new EmulatorError(400, `${name} must be a list of strings`);
  }
  return value;
}

function integer(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new EmulatorError(400, `${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** `title`, `unordered(title)`, `ordered(title)`; several at one rank joined by commas. */
export function parseSearchableAttributes(entries: readonly string[]): SearchableAttribute[] {
  return entries.flatMap((entry, rank) =>
    entry.split(',').map((spec) => {
      const match = /^(?:(unordered|ordered)\(([^()]+)\)|([^()]+))$/.exec(spec.trim());
      const name = match?.[2] ?? match?.[3];
      if (!match || !name || !ATTRIBUTE.test(name)) {
        throw unsupported(
          `searchable attribute "${spec}" (only top-level attributes, plain, ordered() or unordered())`,
        );
      }
      return { name, rank, ordered: match[1] !== 'unordered' };
    }),
  );
}

/** The attribute of an `attributesForFaceting` entry, and whether it can be counted. */
export function parseFacetAttribute(entry: string): { name: string; countable: boolean } {
  const match = /^(?:(filterOnly|searchable|afterDistinct)\(([^()]+)\)|([^()]+))$/.exec(
    entry.trim(),
  );
  const name = match?.[2] ?? match?.[3];
  if (!match || !name || !ATTRIBUTE.test(name)) throw unsupported(`facet attribute "${entry}"`);
  return { name, countable: match[1] !== 'filterOnly' };
}

const validators: { [K in keyof EmulatedSettings]-?: (value: unknown) => EmulatedSettings[K] } = {
  searchableAttributes: (value) => {
    const list = stringList(value, 'searchableAttributes');
    parseSearchableAttributes(list);
    return list;
  },
  attributesForFaceting: (value) => {
    const list = stringList(value, 'attributesForFaceting');
    list.forEach(parseFacetAttribute);
    return list;
  },
  customRanking: (value) => {
    const list = stringList(value, 'customRanking');
    for (const entry of list)
      if (!SORT.test(entry))
        throw new EmulatorError(
          400,
          `customRanking entry "${entry}" must be asc(attribute) or desc(attribute)`,
        );
    return list;
  },
  ranking: (value) => {
    const list = stringList(value, 'ranking');
    for (const entry of list)
      if (!CRITERIA.has(entry) && !SORT.test(entry))
        throw unsupported(`ranking criterion "${entry}"`);
    return list;
  },
  replicas: (value) => {
    const list = stringList(value, 'replicas');
    for (const name of list) {
      if (name.startsWith('virtual('))
        throw unsupported(`virtual replica "${name}" (only standard replicas are emulated)`);
      if (!name.trim()) throw new EmulatorError(400, 'replica names must not be empty');
    }
    return list;
  },
  typoTolerance: (value) => {
    if (value === true || value === false || value === 'min') return value;
    throw unsupported(
      `typoTolerance ${JSON.stringify(value)} (true, false and "min" are emulated)`,
    );
  },
  minWordSizefor1Typo: (value) => integer(value, 'minWordSizefor1Typo', 1, 100),
  minWordSizefor2Typos: (value) => integer(value, 'minWordSizefor2Typos', 1, 100),
  queryType: (value) => {
    if (value === 'prefixLast' || value === 'prefixAll' || value === 'prefixNone') return value;
    throw new EmulatorError(400, `queryType ${JSON.stringify(value)} is not valid`);
  },
  maxValuesPerFacet: (value) => integer(value, 'maxValuesPerFacet', 1, 1000),
  paginationLimitedTo: (value) => integer(value, 'paginationLimitedTo', 1, 20_000),
  hitsPerPage: (value) => integer(value, 'hitsPerPage', 1, 1000),
  attributesToHighlight: (value) => {
    const list = stringList(value, 'attributesToHighlight');
    if (list.length > 0) throw unsupported('highlighting (attributesToHighlight must be [])');
    return list;
  },
  removeStopWords: (value) => {
    if (value !== false) throw unsupported('removeStopWords (only false is emulated)');
    return value;
  },
  ignorePlurals: (value) => {
    if (value !== false) throw unsupported('ignorePlurals (only false is emulated)');
    return value;
  },
};

/** The settings of a `PUT settings` body, each checked; an unknown setting is refused. */
export function validateSettings(body: unknown): EmulatedSettings {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new EmulatorError(400, 'settings must be an object');
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const validate = (validators as Record<string, ((value: unknown) => unknown) | undefined>)[key];
    if (!validate) throw unsupported(`setting "${key}"`);
    settings[key] = validate(value);
  }
  return settings as EmulatedSettings;
}
