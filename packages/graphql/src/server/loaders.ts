import DataLoader from 'dataloader';
import { and, asc, count, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { authorColumns, postColumns, schema, seriesColumns, type Database } from '@openshiur/db';
import type { AuthorModel, PostModel, SeriesModel, TagModel } from './models';
import {
  findSeriesNeighbours,
  NO_NEIGHBOURS,
  type SeriesNeighbours,
} from './queries/series-neighbours';
import { listAllSeries } from './queries/series-query';
import { publishedPost } from './queries/visibility';

/**
 * Per-request batching: a list of 20 posts asks for its authors, series and tags in three queries,
 * not sixty.
 */
export function createLoaders(db: Database) {
  const { posts, postAuthors, authors, series, postTags, tags } = schema;

  const seriesById = new DataLoader<number, SeriesModel | null>(async (ids) => {
    const rows = await db
      .select(seriesColumns)
      .from(series)
      .where(inArray(series.id, [...ids]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  const authorsByPostId = new DataLoader<number, AuthorModel[]>(async (postIds) => {
    const rows = await db
      .select({ postId: postAuthors.postId, author: authorColumns })
      .from(postAuthors)
      .innerJoin(authors, eq(authors.id, postAuthors.authorId))
      .where(inArray(postAuthors.postId, [...postIds]))
      .orderBy(asc(postAuthors.position));
    return groupBy(
      postIds,
      rows,
      (row) => row.postId,
      (row) => row.author,
    );
  });

  const tagsByPostId = new DataLoader<number, TagModel[]>(async (postIds) => {
    const rows = await db
      .select({ postId: postTags.postId, tag: tags })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(inArray(postTags.postId, [...postIds]))
      .orderBy(asc(tags.name));
    return groupBy(
      postIds,
      rows,
      (row) => row.postId,
      (row) => row.tag,
    );
  });

  const publishedCountBySeriesId = new DataLoader<number, number>(async (ids) => {
    const rows = await db
      .select({ id: posts.seriesId, n: count() })
      .from(posts)
      .where(and(publishedPost, inArray(posts.seriesId, [...ids])))
      .groupBy(posts.seriesId);
    return countsFor(ids, rows);
  });

  const publishedCountByAuthorId = new DataLoader<number, number>(async (ids) => {
    const rows = await db
      .select({ id: postAuthors.authorId, n: count() })
      .from(postAuthors)
      .innerJoin(posts, eq(posts.id, postAuthors.postId))
      .where(and(publishedPost, inArray(postAuthors.authorId, [...ids])))
      .groupBy(postAuthors.authorId);
    return countsFor(ids, rows);
  });

  const publishedCountByTagId = new DataLoader<number, number>(async (ids) => {
    const rows = await db
      .select({ id: postTags.tagId, n: count() })
      .from(postTags)
      .innerJoin(posts, eq(posts.id, postTags.postId))
      .where(and(publishedPost, inArray(postTags.tagId, [...ids])))
      .groupBy(postTags.tagId);
    return countsFor(ids, rows);
  });

  /** When each series' newest Published post came out (null: none), for choosing featured series. */
  const latestPostAtBySeriesId = new DataLoader<number, Date | null>(async (ids) => {
    const rows = await db
      .select({ id: posts.seriesId, latest: max(posts.publishedAt) })
      .from(posts)
      .where(and(publishedPost, inArray(posts.seriesId, [...ids])))
      .groupBy(posts.seriesId);
    const byId = new Map(rows.map((row) => [row.id, row.latest]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  // The menu, the footer and every topic read the same list: one query per request.
  let nonEmptySeries: Promise<SeriesModel[]> | undefined;
  const seriesWithPublishedPosts = () => (nonEmptySeries ??= listAllSeries(db, false));

  /**
   * A post's previous and next in its series (asked for by previousInSeries, nextInSeries and
   * related on the post page at /p/{id}: computed once).
   */
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

  /**
   * The dapim with shiurim of every masechta asked for, in one query: the Daf Yomi home asks for
   * all 37 masechtot and gets one `group by`, not 37 queries.
   */
  const dafimWithShiurimByMasechta = new DataLoader<string, number[]>(async (names) => {
    const rows = await db
      .select({ masechta: posts.masechta, daf: posts.daf })
      .from(posts)
      .where(and(publishedPost, inArray(posts.masechta, [...names]), isNotNull(posts.daf)))
      .groupBy(posts.masechta, posts.daf)
      .orderBy(asc(posts.masechta), asc(posts.daf));
    const byName = new Map<string, number[]>(names.map((name) => [name, []]));
    for (const row of rows)
      if (row.masechta && row.daf != null) byName.get(row.masechta)?.push(row.daf);
    return names.map((name) => byName.get(name) ?? []);
  });

  return {
    seriesNeighbours,
    publishedPostById,
    dafimWithShiurimByMasechta,
    seriesWithPublishedPosts,
    seriesById,
    authorsByPostId,
    tagsByPostId,
    publishedCountBySeriesId,
    publishedCountByAuthorId,
    publishedCountByTagId,
    latestPostAtBySeriesId,
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

function groupBy<K, R, V>(
  keys: readonly K[],
  rows: R[],
  keyOf: (row: R) => K,
  valueOf: (row: R) => V,
): V[][] {
  const groups = new Map<K, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(valueOf(row));
    else groups.set(key, [valueOf(row)]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

function countsFor(ids: readonly number[], rows: { id: number | null; n: number }[]): number[] {
  const byId = new Map(rows.map((row) => [row.id, Number(row.n)]));
  return ids.map((id) => byId.get(id) ?? 0);
}
