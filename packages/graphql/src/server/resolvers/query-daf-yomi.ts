import { bavliMasechtot, resolveMasechta } from '@openshiur/reference-data';
import type { QueryResolvers } from '../../generated/resolvers';
import { badUserInput } from '../errors';

/** `Query.dafYomi`, `dafYomiMasechta` and `dafYomiMasechtot`: the Daf Yomi cycle's pages. */
export const dafYomiQueries: Pick<
  QueryResolvers,
  'dafYomi' | 'dafYomiMasechta' | 'dafYomiMasechtot'
> = {
  dafYomi: (_parent, { masechta, daf }) => {
    if (!Number.isInteger(daf)) throw badUserInput('daf must be a whole number', 'daf');
    const entry = resolveMasechta(masechta);
    if (!entry || daf < entry.firstDaf || daf > entry.lastDaf) return null;
    return {
      masechta: entry.name,
      masechtaSlug: entry.slug,
      daf,
      firstDaf: entry.firstDaf,
      lastDaf: entry.lastDaf,
    };
  },
  dafYomiMasechta: (_parent, { masechta }) => resolveMasechta(masechta) ?? null,
  dafYomiMasechtot: () => [...bavliMasechtot],
};
