import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { postColumns, schema, type Database } from '@openshiur/db';
import { badUserInput } from '../errors';
import type { PostModel, PostPageModel, SeriesModel, SeriesSectionModel } from '../models';
import { decodeCursor, toConnection, type Connection } from './pagination';
import { parsePageSize } from '../args/lists';
import { seriesOrderBy, seriesSectionRule, seriesSortKeys, UNPLACED } from './series-order';
import { publishedPost } from './visibility';

const { posts } = schema;

const inSeries = (series: SeriesModel) => and(publishedPost, eq(posts.seriesId, series.id));

/**
 * A series' Published posts in the series' order, keyset-paginated: the cursor holds the last
 * post's sort keys (numbers, see series-order.ts) and its id.
 */
export async function querySeriesPosts(
  db: Database,
  series: SeriesModel,
  args: { first?: number | null; after?: string | null },
): Promise<Connection<PostModel>> {
  const limit = parsePageSize(args.first, 20);
  const keys = seriesSortKeys(series.orderOption);
  const cursor = decodeCursor(args.after, keys.length + 1);
  if (cursor && !cursor.every((part) => typeof part === 'number' && Number.isFinite(part))) {
    throw badUserInput('after is not a valid cursor', 'after');
  }
  const after = cursor
    ? sql`(${sql.join([...keys, sql`${posts.id}`], sql`, `)}) > (${sql.join(
        cursor.map((value, index) =>
          index < keys.length ? sql`${value}::float8` : sql`${value}::integer`,
        ),
        sql`, `,
      )})`
    : undefined;
  const keyColumns = Object.fromEntries(
    keys.map((key, index) => [`key${index}`, sql<number>`${key}`.mapWith(Number)]),
  );
  const rows = await db
    .select({ post: postColumns, ...keyColumns })
    .from(posts)
    .where(and(inSeries(series), after))
    .orderBy(...seriesOrderBy(series.orderOption))
    .limit(limit + 1);
  const connection = toConnection(
    rows,
    limit,
    (row) => [
      ...keys.map((_, index) => (row as Record<string, unknown>)[`key${index}`] as number),
      row.post.id,
    ],
    () => db.$count(posts, inSeries(series)),
  );
  return {
    ...connection,
    edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: edge.node.post })),
  };
}

/** The deepest page a visitor can ask for: far beyond any real series, short of a costly OFFSET. */
export const MAX_SERIES_PAGE = 10_000;

/**
 * One numbered page of a series' posts in the series' order (for page links and for jumping to a
 * section). OFFSET is fine here: a series holds thousands of posts at most, found by its index.
 */
export async function seriesPostPage(
  db: Database,
  series: SeriesModel,
  args: { page?: number | null; pageSize?: number | null },
  countPosts: () => Promise<number>,
): Promise<PostPageModel> {
  const pageSize = parsePageSize(args.pageSize, 20);
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_SERIES_PAGE) {
    throw badUserInput(`page must be between 1 and ${MAX_SERIES_PAGE}`, 'page');
  }
  // Counted only once the arguments are known to be good, and awaited together with the page.
  const [rows, total] = await Promise.all([
    db
      .select(postColumns)
      .from(posts)
      .where(inSeries(series))
      .orderBy(...seriesOrderBy(series.orderOption))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countPosts(),
  ]);
  return { posts: rows, page, pageSize, total };
}

/** Title of the section of posts without the reference the series is ordered by (they come last). */
export const UNPLACED_SECTION_TITLE = 'Other shiurim';

/**
 * The headings of a series' order (masechtot, books) with the run of posts under each, in order;
 * empty for orders without headings (episodes, dates).
 */
export async function seriesSections(
  db: Database,
  series: SeriesModel,
): Promise<SeriesSectionModel[]> {
  const rule = seriesSectionRule(series.orderOption);
  if (!rule) return [];
  const position: SQL<number> = sql<number>`${rule.position}`.mapWith(Number);
  const rows = await db
    .select({ position, postCount: count() })
    .from(posts)
    .where(inSeries(series))
    .groupBy(position)
    .orderBy(asc(position));
  let next = 1;
  return rows.map((row) => {
    const section = {
      title:
        (row.position === UNPLACED ? undefined : rule.titleOf(row.position)) ??
        UNPLACED_SECTION_TITLE,
      firstPosition: next,
      postCount: Number(row.postCount),
    };
    next += section.postCount;
    return section;
  });
}
