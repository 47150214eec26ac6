import { asc, eq, sql } from 'drizzle-orm';
import { schema, seriesColumns, type Actor, type Database, type Queryable, type SeriesRow } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';
import type { SeriesWrite } from '../args/series-input';
import { recordAudit } from './audit';
import { checkVersion, containing, countOf, inUse, notFound, pageOffset, studioList, uniqueSlug, type StudioList } from './studio-records';
import { STUDIO_PAGE_SIZE } from './studio-posts';

const { series, posts } = schema;

/** A series as the studio shows it: its row and how many posts (any status) are filed under it. */
export type StudioSeriesModel = SeriesRow & { postCount: number };

// Table names written out: Drizzle leaves a one-table select's columns unqualified, so an
// interpolated column would bind to the subquery's own table.
const postCount = sql<number>`(select count(*)::int from posts where posts.series_id = series.id)`.as('post_count');
const columns = { ...seriesColumns, postCount };

export async function readStudioSeries(db: Queryable, id: number): Promise<StudioSeriesModel | null> {
  const [row] = await db.select(columns).from(series).where(eq(series.id, id));
  return row ?? null;
}

/** A page of series by name. */
export async function listStudioSeries(db: Database, search: string | null, page: number): Promise<StudioList<StudioSeriesModel>> {
  const where = containing(series.name, search);
  const [items, total] = await Promise.all([
    db.select(columns).from(series).where(where).orderBy(asc(series.name), asc(series.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, series, where),
  ]);
  return studioList(items, total, page);
}

/** Creates or saves a series with its audit entry; a save checks the version it started from. */
export async function writeStudioSeries(
  db: Database,
  target: { id: number; baseUpdatedAt: Date | null } | null,
  write: SeriesWrite,
  actor: Actor,
): Promise<{ id: number; change: 'created' | 'updated' }> {
  return db.transaction(async (tx) => {
    // The search indexer picks the row up again (searchKeys null) with its new words.
    const values = { ...write, searchKeys: null };
    if (!target) {
      const slug = await uniqueSlug(tx, series, series.slug, slugify(write.name), 'series');
      const [created] = await tx.insert(series).values({ ...values, slug }).returning({ id: series.id });
      await recordAudit(tx, { actor, action: 'series.created', recordType: 'series', recordId: created!.id, details: { name: write.name } });
      return { id: created!.id, change: 'created' as const };
    }
    const [current] = await tx.select({ updatedAt: series.updatedAt }).from(series).where(eq(series.id, target.id)).for('update');
    checkVersion(current, target.baseUpdatedAt, 'series');
    await tx.update(series).set({ ...values, updatedAt: new Date() }).where(eq(series.id, target.id));
    await recordAudit(tx, { actor, action: 'series.updated', recordType: 'series', recordId: target.id, details: { name: write.name } });
    return { id: target.id, change: 'updated' as const };
  });
}

/** Deletes a series no post is filed under (posts would silently lose it otherwise). */
export async function deleteStudioSeries(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ name: series.name }).from(series).where(eq(series.id, id)).for('update');
    if (!current) throw notFound('series');
    const postCount = await countOf(tx, posts, eq(posts.seriesId, id));
    if (postCount > 0) {
      throw inUse(`${postCount === 1 ? '1 post is' : `${postCount} posts are`} filed under this series: move them to another series first`, { postCount });
    }
    await tx.delete(series).where(eq(series.id, id));
    await recordAudit(tx, { actor, action: 'series.deleted', recordType: 'series', recordId: id, details: { name: current.name } });
  });
}
