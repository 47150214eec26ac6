import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { schema, type Actor, type Database, type HouseAd, type Queryable } from '@openshiur/db';
import type { HouseAdWrite } from '../args/house-ad-input';
import { recordAudit } from './audit';
import { checkVersion, containing, countOf, notFound, pageOffset, studioList, type StudioList } from './studio-records';
import { STUDIO_PAGE_SIZE } from './studio-posts';

const { houseAds } = schema;

export type StudioHouseAdModel = HouseAd;

export async function readStudioHouseAd(db: Queryable, id: number): Promise<StudioHouseAdModel | null> {
  const [row] = await db.select().from(houseAds).where(eq(houseAds.id, id));
  return row ?? null;
}

/** A page of campaigns, the most recently changed first. */
export async function listStudioHouseAds(db: Database, search: string | null, page: number): Promise<StudioList<StudioHouseAdModel>> {
  const where = containing(houseAds.title, search);
  const [items, total] = await Promise.all([
    db.select().from(houseAds).where(where).orderBy(desc(houseAds.updatedAt), desc(houseAds.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, houseAds, where),
  ]);
  return studioList(items, total, page);
}

/** Whether a campaign's sizes ("300x250, 728x90"; null: every size) take a slot of this size. */
export function fitsSize(sizes: string | null, width: number, height: number): boolean {
  if (sizes === null) return true;
  return sizes.split(',').some((size) => {
    const text = size.trim().toLowerCase();
    return text === 'fluid' || text === `${width}x${height}`;
  });
}

/** Draws one campaign with a chance in proportion to its weight; `random` is in [0, 1). */
export function drawByWeight<T extends { weight: number }>(candidates: readonly T[], random: number): T | null {
  const total = candidates.reduce((sum, candidate) => sum + candidate.weight, 0);
  let point = random * total;
  for (const candidate of candidates) {
    point -= candidate.weight;
    if (point < 0) return candidate;
  }
  return candidates.at(-1) ?? null;
}

/** An Active campaign, running at `now`, that fits the size, drawn by weight. */
export async function pickHouseAd(
  db: Queryable,
  { width, height, now = new Date(), random = Math.random() }: { width: number; height: number; now?: Date; random?: number },
): Promise<StudioHouseAdModel | null> {
  const running = await db
    .select()
    .from(houseAds)
    .where(
      and(
        eq(houseAds.status, 'Active'),
        or(isNull(houseAds.startsAt), lte(houseAds.startsAt, now)),
        or(isNull(houseAds.endsAt), gt(houseAds.endsAt, now)),
      ),
    )
    .orderBy(houseAds.id);
  return drawByWeight(running.filter((ad) => fitsSize(ad.sizes, width, height)), random);
}

/** Creates or saves a campaign with its audit entry; a save checks the version it started from. */
export async function writeStudioHouseAd(
  db: Database,
  target: { id: number; baseUpdatedAt: Date | null } | null,
  write: HouseAdWrite,
  actor: Actor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const details = { title: write.title, status: write.status };
    if (!target) {
      const [created] = await tx.insert(houseAds).values(write).returning({ id: houseAds.id });
      await recordAudit(tx, { actor, action: 'house-ad.created', recordType: 'house-ad', recordId: created!.id, details });
      return created!.id;
    }
    const [current] = await tx.select({ updatedAt: houseAds.updatedAt }).from(houseAds).where(eq(houseAds.id, target.id)).for('update');
    checkVersion(current, target.baseUpdatedAt, 'campaign');
    await tx.update(houseAds).set({ ...write, updatedAt: new Date() }).where(eq(houseAds.id, target.id));
    await recordAudit(tx, { actor, action: 'house-ad.updated', recordType: 'house-ad', recordId: target.id, details });
    return target.id;
  });
}

export async function deleteStudioHouseAd(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(houseAds).where(eq(houseAds.id, id)).returning({ title: houseAds.title });
    if (!deleted) throw notFound('campaign');
    await recordAudit(tx, { actor, action: 'house-ad.deleted', recordType: 'house-ad', recordId: id, details: { title: deleted.title } });
  });
}
