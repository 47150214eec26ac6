/**
 * The database reads behind Algolia records. Only what visitors may find: Published posts, and
 * authors and series with at least one Published post. Reads go by id lists (a sync) or by
 * keyset pages in id order (a full reindex), so neither holds the whole catalogue in memory.
 */
import { and, asc, eq, exists, gt, inArray, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import type { AuthorSource, PostSource, SeriesSource } from './records';

const { authors, posts, postAuthors, series } = schema;

const PUBLISHED = 'Published';

/** Which rows to read: some ids, or the page after an id. */
export type RowSelection = { ids: readonly number[] } | { afterId: number; limit: number };

function selectionFilter(
  column: typeof posts.id | typeof authors.id | typeof series.id,
  selection: RowSelection,
): SQL | undefined {
  return 'ids' in selection ? inArray(column, [...selection.ids]) : gt(column, selection.afterId);
}

const limitOf = (selection: RowSelection) =>
  'ids' in selection ? selection.ids.length : selection.limit;

export async function readPublishedPosts(
  db: Database,
  selection: RowSelection,
): Promise<PostSource[]> {
  if ('ids' in selection && selection.ids.length === 0) return [];
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      excerpt: posts.excerpt,
      body: posts.body,
      topics: posts.topics,
      holidays: posts.holidays,
      mediaType: posts.mediaType,
      language: posts.language,
      clipLength: posts.clipLength,
      publishedAt: posts.publishedAt,
      createdAt: posts.createdAt,
      seriesId: posts.seriesId,
      seriesName: series.name,
    })
    .from(posts)
    .leftJoin(series, eq(series.id, posts.seriesId))
    .where(and(eq(posts.status, PUBLISHED), selectionFilter(posts.id, selection)))
    .orderBy(asc(posts.id))
    .limit(limitOf(selection));
  if (rows.length === 0) return [];

  const credits = await db
    .select({ postId: postAuthors.postId, id: authors.id, name: authors.name })
    .from(postAuthors)
    .innerJoin(authors, eq(authors.id, postAuthors.authorId))
    .where(
      inArray(
        postAuthors.postId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(postAuthors.postId), asc(postAuthors.position), asc(authors.id));
  const byPost = new Map<number, { id: number; name: string }[]>();
  for (const credit of credits) {
    const list = byPost.get(credit.postId) ?? [];
    list.push({ id: credit.id, name: credit.name });
    byPost.set(credit.postId, list);
  }
  return rows.map((row) => ({ ...row, authors: byPost.get(row.id) ?? [] }));
}

export async function readVisibleAuthors(
  db: Database,
  selection: RowSelection,
): Promise<AuthorSource[]> {
  if ('ids' in selection && selection.ids.length === 0) return [];
  const hasPublishedPost = exists(
    db
      .select({ postId: postAuthors.postId })
      .from(postAuthors)
      .innerJoin(posts, eq(posts.id, postAuthors.postId))
      .where(and(eq(postAuthors.authorId, authors.id), eq(posts.status, PUBLISHED))),
  );
  return db
    .select({ id: authors.id, name: authors.name, image: authors.image })
    .from(authors)
    .where(and(hasPublishedPost, selectionFilter(authors.id, selection)))
    .orderBy(asc(authors.id))
    .limit(limitOf(selection));
}

export async function readVisibleSeries(
  db: Database,
  selection: RowSelection,
): Promise<SeriesSource[]> {
  if ('ids' in selection && selection.ids.length === 0) return [];
  const hasPublishedPost = exists(
    db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.seriesId, series.id), eq(posts.status, PUBLISHED))),
  );
  return db
    .select({ id: series.id, name: series.name })
    .from(series)
    .where(and(hasPublishedPost, selectionFilter(series.id, selection)))
    .orderBy(asc(series.id))
    .limit(limitOf(selection));
}

/** Published posts that carry one of these authors' or series' names. */
export async function readPublishedPostIdsOf(
  db: Database,
  owners: { authors: readonly number[]; series: readonly number[] },
): Promise<number[]> {
  const ids = new Set<number>();
  if (owners.authors.length > 0) {
    const rows = await db
      .select({ id: postAuthors.postId })
      .from(postAuthors)
      .innerJoin(posts, eq(posts.id, postAuthors.postId))
      .where(and(inArray(postAuthors.authorId, [...owners.authors]), eq(posts.status, PUBLISHED)));
    for (const row of rows) ids.add(row.id);
  }
  if (owners.series.length > 0) {
    const rows = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(inArray(posts.seriesId, [...owners.series]), eq(posts.status, PUBLISHED)));
    for (const row of rows) ids.add(row.id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** Every page of rows in id order, `pageSize` at a time. */
export async function* pagesOf<TRow extends { id: number }>(
  read: (selection: RowSelection) => Promise<TRow[]>,
  pageSize: number,
): AsyncGenerator<TRow[]> {
  let afterId = 0;
  for (;;) {
    const rows = await read({ afterId, limit: pageSize });
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    afterId = last.id;
  }
}
