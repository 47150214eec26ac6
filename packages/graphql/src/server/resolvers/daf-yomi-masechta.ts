import type { DafYomiMasechtaResolvers } from '../../generated/resolvers';

/** The `DafYomiMasechta` type: which dapim of the masechta have shiurim (batched per request). */
export const DafYomiMasechta: DafYomiMasechtaResolvers = {
  dafimWithShiurim: (masechta, _args, ctx) =>
    ctx.loaders.dafimWithShiurimByMasechta.load(masechta.name),
};
