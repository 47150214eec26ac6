import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { postColumns, schema, type Database } from '@openshiur/db';
import type { PostModel, SeriesModel } from './models';
import { seriesOrderBy } from './series-order';
import { publishedPost } from './visibility';

const { posts } = schema;

/** The Published posts just before and after a post in its series' order (ids; null at either end). */
export interface SeriesNeighbours {
  previousId: number | null;
  nextId: number | null;
}

const NO_NEIGHBOURS: SeriesNeighbours = { previousId: null, nextId: null };

/**
 * Previous and next in the series, by the series' own order (`seriesOrderBy`, the order the series
 * page lists). A window over the series' Published posts answers both in one query, whatever
 * expressions the ordering uses (cycle order of masechtot, Torah order of parshiot...), without
 * having to turn them into "greater than this row" conditions.
 */
export async function findSeriesNeighbours(
  db: Database,
  post: Pick<PostModel, 'id' | 'seriesId'>,
  orderOption: string,
): Promise<SeriesNeighbours> {
  if (post.seriesId == null) return NO_NEIGHBOURS;
  const order = sql.join(seriesOrderBy(orderOption), sql`, `);
  const ordered = db
    .select({
      id: posts.id,
      previousId: sql<number | null>`lag(${posts.id}) over (order by ${order})`.as('previous_id'),
      nextId: sql<number | null>`lead(${posts.id}) over (order by ${order})`.as('next_id'),
    })
    .from(posts)
    .where(and(eq(posts.seriesId, post.seriesId), publishedPost))
    .as('ordered');
  const [row] = await db.select().from(ordered).where(eq(ordered.id, post.id));
  if (!row) return NO_NEIGHBOURS;
  // node-postgres may hand window results back as strings: normalise to numbers.
  return {
    previousId: row.previousId == null ? null : Number(row.previousId),
    nextId: row.nextId == null ? null : Number(row.nextId),
  };
}

/**
 * Per-request loaders for the post page: a post's series neighbours (asked for by previousInSeries,
 * nextInSeries and related: computed once) and Published posts by id.
 */
export function createPostPageLoaders(
  db: Database,
  seriesById: DataLoader<number, SeriesModel | null>,
) {
  const seriesNeighbours = new DataLoader<PostModel, SeriesNeighbours, number>(
    (keys) =>
      Promise.all(
        keys.map(async (post) => {
          if (post.seriesId == null) return NO_NEIGHBOURS;
          const series = await seriesById.load(post.seriesId);
          return series ? findSeriesNeighbours(db, post, series.orderOption) : NO_NEIGHBOURS;
        }),
      ),
    { cacheKeyFn: (post) => post.id },
  );

  const publishedPostById = new DataLoader<number, PostModel | null>(async (ids) => {
    const rows = await db
      .select(postColumns)
      .from(posts)
      .where(and(inArray(posts.id, [...ids]), publishedPost));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  return { seriesNeighbours, publishedPostById };
}
