/**
 * Plans each post row: its series and authors found by external id (among the rows just imported or
 * already stored), then compared with the stored post of the same external id, credits and tags
 * included. A row's write stores the post, its credits in order, its tags and, when Scheduled, the
 * job that publishes it, all in the row's savepoint.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';
import { sameValue, holdsAlready } from './compare';
import type { IdsByExternalId } from './import-named';
import { inBatches, takeIds } from './identity';
import type { RowFailure } from './outcomes';
import type { PlannedRow, Transaction, WriteTogether } from './stage';
import type { PostImport } from './validate-post';
import { schedulePublishing } from '../server/queries/post-events';

const { posts, postAuthors, postTags, series, authors, tags } = schema;

export interface PostContext {
  dryRun: boolean;
  /** The moment a post published by this import without a published time is given. */
  now: Date;
  seriesIds: IdsByExternalId;
  authorIds: IdsByExternalId;
  /** Rows of this file that failed, by external id: a post naming one is told which row to fix. */
  failedSeriesRows: ReadonlyMap<string, number>;
  failedAuthorRows: ReadonlyMap<string, number>;
  /** Counted as each Scheduled post's job is stored. */
  onScheduled: () => void;
}

type Item = { row: number; value: PostImport };

/** Stands for a series or author a dry run would create: no stored post can point at it yet. */
const NOT_YET_STORED = -1;

export async function planPosts(
  db: Database,
  items: readonly Item[],
  context: PostContext,
): Promise<{
  plans: PlannedRow<NewPostRow>[];
  failures: RowFailure[];
  writeTogether: WriteTogether<NewPostRow>;
}> {
  await findStoredIds(
    db,
    series,
    items.flatMap((item) => item.value.seriesRef ?? []),
    context.seriesIds,
  );
  await findStoredIds(
    db,
    authors,
    items.flatMap((item) => item.value.authorRefs),
    context.authorIds,
  );
  const tagIds = await storedTagIds(
    db,
    items.flatMap((item) => item.value.tagNames.map(slugify)),
  );
  const stored = await storedPosts(
    db,
    items.map((item) => item.value.externalId),
  );

  const failures: RowFailure[] = [];
  const resolved: { item: Item; seriesId: number | null; authorIds: number[] }[] = [];
  for (const item of items) {
    const failure = referenceFailure(item, context);
    if (failure) failures.push(failure);
    else {
      resolved.push({
        item,
        seriesId: item.value.seriesRef
          ? (context.seriesIds.get(item.value.seriesRef) ?? NOT_YET_STORED)
          : null,
        authorIds: item.value.authorRefs.map((ref) => context.authorIds.get(ref) ?? NOT_YET_STORED),
      });
    }
  }
  const newCount = resolved.filter(({ item }) => !stored.has(item.value.externalId)).length;
  const newIds = context.dryRun ? [] : await takeIds(db, 'posts', newCount);

  const plans = resolved.map(({ item, seriesId, authorIds }): PlannedRow<NewPostRow> => {
    const { row, value } = item;
    const current = stored.get(value.externalId);
    const publishedAt =
      value.publishedAt ??
      current?.row.publishedAt ??
      (value.columns.status === 'Published' ? context.now : null);
    const columns = { ...value.columns, seriesId, publishedAt };
    const wantedTagSlugs = value.tagNames.map(slugify).sort();
    const scheduled = value.columns.status === 'Scheduled';
    const foundTags = new Map<string, number>();
    const onStored = () => {
      for (const [slug, id] of foundTags) tagIds.set(slug, id);
      if (scheduled) context.onScheduled();
    };

    if (current) {
      const creditsSame = sameValue(current.authorIds, authorIds);
      const tagsSame = sameValue(current.tagSlugs, wantedTagSlugs);
      if (holdsAlready(current.row, columns) && creditsSame && tagsSame) {
        return { row, externalId: value.externalId, outcome: 'unchanged' };
      }
      const id = current.row.id;
      return {
        row,
        externalId: value.externalId,
        outcome: 'updated',
        write: async (tx) => {
          // Search keys null: the site's indexer takes the post's new words (posts_unindexed_idx).
          await tx
            .update(posts)
            .set({ ...columns, searchKeys: null, searchContext: null })
            .where(eq(posts.id, id));
          if (!creditsSame) await writeCredits(tx, id, authorIds, true);
          if (!tagsSame) await writeTags(tx, id, value.tagNames, tagIds, foundTags, true);
          if (scheduled) await schedulePublishing(tx, id, value.columns.scheduledFor!);
        },
        onStored,
      };
    }

    const id = newIds.shift() ?? NOT_YET_STORED;
    const data: NewPostRow = {
      values: {
        id,
        // The studio's slug: the title's, ending with the id, so it is unique and never changes.
        slug: `${slugify(value.columns.title) || 'shiur'}-${id}`,
        externalId: value.externalId,
        ...columns,
      },
      authorIds,
      tagNames: value.tagNames,
      foundTags,
    };
    return {
      row,
      externalId: value.externalId,
      outcome: 'created',
      data,
      write: (tx) => insertPosts(tx, [data], tagIds),
      onStored,
    };
  });
  return {
    plans,
    failures,
    async writeTogether(tx, chunk) {
      await insertPosts(
        tx,
        chunk.flatMap((plan) => (plan.data ? [plan.data] : [])),
        tagIds,
      );
      for (const plan of chunk) if (!plan.data) await plan.write!(tx);
    },
  };
}

/** A new post as one row of a multi-row INSERT, with its credits and tags. */
interface NewPostRow {
  values: typeof posts.$inferInsert & { id: number };
  authorIds: number[];
  tagNames: string[];
  /** Ids of the tags this row created: known to later rows once the row is committed. */
  foundTags: Map<string, number>;
}

/** A reference the row makes that nothing answers to: the row fails before anything is written. */
function referenceFailure({ row, value }: Item, context: PostContext): RowFailure | null {
  const fail = (field: string, message: string): RowFailure => ({
    type: 'post',
    row,
    externalId: value.externalId,
    field,
    message,
  });
  const ref = value.seriesRef;
  if (ref && !context.seriesIds.has(ref)) {
    const failedRow = context.failedSeriesRows.get(ref);
    return fail(
      'series',
      failedRow
        ? `Series "${ref}" (row ${failedRow}) was not imported`
        : `No series "${ref}" in the file or the database`,
    );
  }
  const missing = value.authorRefs.find((author) => !context.authorIds.has(author));
  if (missing) {
    const failedRow = context.failedAuthorRows.get(missing);
    return fail(
      'authors',
      failedRow
        ? `Author "${missing}" (row ${failedRow}) was not imported`
        : `No author "${missing}" in the file or the database`,
    );
  }
  return null;
}

/** Adds to `ids` the stored rows among `refs` it does not know yet (rows from before this import). */
async function findStoredIds(
  db: Database,
  table: typeof series | typeof authors,
  refs: string[],
  ids: IdsByExternalId,
): Promise<void> {
  const unknown = [...new Set(refs)].filter((ref) => !ids.has(ref));
  for (const batch of inBatches(unknown)) {
    const rows = await db
      .select({ id: table.id, externalId: table.externalId })
      .from(table)
      .where(inArray(table.externalId, batch));
    for (const row of rows) ids.set(row.externalId!, row.id);
  }
}

async function storedTagIds(db: Database, slugs: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of inBatches([...new Set(slugs)])) {
    for (const tag of await db
      .select({ id: tags.id, slug: tags.slug })
      .from(tags)
      .where(inArray(tags.slug, batch)))
      ids.set(tag.slug, tag.id);
  }
  return ids;
}

interface StoredPost {
  row: typeof posts.$inferSelect;
  /** Credits in order. */
  authorIds: number[];
  /** Sorted. */
  tagSlugs: string[];
}

async function storedPosts(db: Database, externalIds: string[]): Promise<Map<string, StoredPost>> {
  const found = new Map<string, StoredPost>();
  for (const batch of inBatches(externalIds)) {
    const rows = await db.select().from(posts).where(inArray(posts.externalId, batch));
    if (rows.length === 0) continue;
    const byId = new Map(
      rows.map((row) => [row.id, { row, authorIds: [] as number[], tagSlugs: [] as string[] }]),
    );
    const ids = [...byId.keys()];
    const credits = await db
      .select({ postId: postAuthors.postId, authorId: postAuthors.authorId })
      .from(postAuthors)
      .where(inArray(postAuthors.postId, ids))
      .orderBy(asc(postAuthors.postId), asc(postAuthors.position), asc(postAuthors.authorId));
    for (const credit of credits) byId.get(credit.postId)!.authorIds.push(credit.authorId);
    const tagged = await db
      .select({ postId: postTags.postId, slug: tags.slug })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(inArray(postTags.postId, ids));
    for (const tag of tagged) byId.get(tag.postId)!.tagSlugs.push(tag.slug);
    for (const post of byId.values()) {
      post.tagSlugs.sort();
      found.set(post.row.externalId!, post);
    }
  }
  return found;
}

/**
 * New posts, their credits in order, their tags (creating the ones the site does not have) and the
 * publishing jobs of the Scheduled ones: a statement each for all of them, not one per post.
 */
async function insertPosts(
  tx: Transaction,
  rows: readonly NewPostRow[],
  known: ReadonlyMap<string, number>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(posts).values(rows.map((row) => row.values));
  const credits = rows.flatMap(({ values, authorIds }) =>
    authorIds.map((authorId, position) => ({ postId: values.id, authorId, position })),
  );
  if (credits.length > 0) await tx.insert(postAuthors).values(credits);

  const missing = new Map<string, string>();
  for (const row of rows) {
    row.foundTags.clear();
    for (const name of row.tagNames)
      if (!known.has(slugify(name))) missing.set(slugify(name), name);
  }
  const created = new Map<string, number>();
  if (missing.size > 0) {
    await tx
      .insert(tags)
      .values([...missing].map(([slug, name]) => ({ slug, name })))
      .onConflictDoNothing({ target: tags.slug });
    const found = await tx
      .select({ id: tags.id, slug: tags.slug })
      .from(tags)
      .where(inArray(tags.slug, [...missing.keys()]));
    for (const tag of found) created.set(tag.slug, tag.id);
  }
  const tagged = rows.flatMap((row) =>
    row.tagNames.map((name) => {
      const slug = slugify(name);
      const tagId = known.get(slug) ?? created.get(slug)!;
      if (!known.has(slug)) row.foundTags.set(slug, tagId);
      return { postId: row.values.id, tagId };
    }),
  );
  if (tagged.length > 0) await tx.insert(postTags).values(tagged);

  for (const { values } of rows) {
    if (values.status === 'Scheduled')
      await schedulePublishing(tx, values.id, values.scheduledFor!);
  }
}

async function writeCredits(
  tx: Transaction,
  postId: number,
  authorIds: number[],
  replace: boolean,
): Promise<void> {
  if (replace) await tx.delete(postAuthors).where(eq(postAuthors.postId, postId));
  if (authorIds.length > 0) {
    await tx
      .insert(postAuthors)
      .values(authorIds.map((authorId, position) => ({ postId, authorId, position })));
  }
}

/** The post's tags by name; a tag the site does not have yet is created (in the row's savepoint). */
async function writeTags(
  tx: Transaction,
  postId: number,
  names: readonly string[],
  known: ReadonlyMap<string, number>,
  found: Map<string, number>,
  replace: boolean,
): Promise<void> {
  if (replace) await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (names.length === 0) return;
  const missing = names.filter((name) => !known.has(slugify(name)));
  if (missing.length > 0) {
    await tx
      .insert(tags)
      .values(missing.map((name) => ({ slug: slugify(name), name })))
      .onConflictDoNothing({ target: tags.slug });
    const rows = await tx
      .select({ id: tags.id, slug: tags.slug })
      .from(tags)
      .where(inArray(tags.slug, missing.map(slugify)));
    for (const tag of rows) found.set(tag.slug, tag.id);
  }
  const tagIds = names.map((name) => known.get(slugify(name)) ?? found.get(slugify(name))!);
  await tx.insert(postTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}
