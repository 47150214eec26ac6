import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers';
import { badUserInput } from '../errors';
import { parseHouseAdInput } from '../args/house-ad-input';
import { parseNumericId } from '../args/ids';
import { parseStudioListArgs, saveTargetOf } from '../args/studio-list';
import { deleteStudioHouseAd, listStudioHouseAds, pickHouseAd, readStudioHouseAd, writeStudioHouseAd } from '../queries/house-ads';
import { requireActor, requireRole } from '../roles';

/** Slot sizes are CSS pixels of an ad; nothing real is larger. */
const MAX_SLOT_SIDE = 5_000;

function slotSide(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1 || value > MAX_SLOT_SIDE) throw badUserInput(`${name} must be a whole number from 1 to ${MAX_SLOT_SIDE}`, name);
  return value;
}

/**
 * House ads: the campaign a visitor's slot shows (anyone), and the studio's list and form (editors).
 * No page shows them in its HTML (the browser asks for one after consent), so a write expires nothing.
 */
export const houseAdQueries: Pick<QueryResolvers, 'houseAd' | 'studioHouseAds' | 'studioHouseAd'> = {
  houseAd: async (_parent, { width, height }, ctx) => pickHouseAd(ctx.db, { width: slotSide(width, 'width'), height: slotSide(height, 'height') }),
  studioHouseAds: async (_parent, args, ctx) => {
    await requireRole(ctx, 'editor');
    const { search, page } = parseStudioListArgs(args);
    return listStudioHouseAds(ctx.db, search, page);
  },
  studioHouseAd: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioHouseAd(ctx.db, parseNumericId(id));
  },
};

export const houseAdMutations: Pick<MutationResolvers, 'saveHouseAd' | 'deleteHouseAd'> = {
  saveHouseAd: async (_parent, { id, baseUpdatedAt, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const target = saveTargetOf(id, baseUpdatedAt);
    const savedId = await writeStudioHouseAd(ctx.db, target, parseHouseAdInput(input), actor);
    return (await readStudioHouseAd(ctx.db, savedId))!;
  },
  deleteHouseAd: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const adId = parseNumericId(id);
    await deleteStudioHouseAd(ctx.db, adId, actor);
    return String(adId);
  },
};
