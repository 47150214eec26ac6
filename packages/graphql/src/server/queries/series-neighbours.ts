import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import type { PostModel } from '../models';
import { seriesOrderBy } from './series-order';
import { publishedPost } from './visibility';

const { posts } = schema;

/** The Published posts just before and after a post in its series' order (ids; null at either end). */
export interface SeriesNeighbours {
  previousId: number | null;
  nextId: number | null;
}

export const NO_NEIGHBOURS: SeriesNeighbours = { previousId: null, nextId: null };

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
