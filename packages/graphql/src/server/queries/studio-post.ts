import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';
import type { PostWrite } from '../args/post-input';
import { stripMarkup } from '../sanitize';
import { graphQLError, ErrorCode, invalidFields, type FieldError } from '../errors';

const { posts, postAuthors, series, authors } = schema;

/** The studio's view of a post: its row's editable fields and its credits in order. */
export interface StudioPostDetailModel extends Omit<PostWrite, 'authorIds' | 'seriesId'> {
  id: number;
  seriesId: number | null;
  authorIds: number[];
  updatedAt: Date;
  publishedAt: Date | null;
}

/** What a save changed, in the words of the content-change reports (/api/revalidate). */
export type PostChange = 'created' | 'updated' | 'published' | 'unpublished';

export async function readStudioPost(db: Database, id: number): Promise<StudioPostDetailModel | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) return null;
  const credits = await db
    .select({ authorId: postAuthors.authorId })
    .from(postAuthors)
    .where(eq(postAuthors.postId, id))
    .orderBy(asc(postAuthors.position), asc(postAuthors.authorId));
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    platform: row.platform,
    mediaType: row.mediaType,
    language: row.language,
    body: row.body,
    audioUrl: row.audioUrl,
    videoUrl: row.videoUrl,
    documentUrl: row.documentUrl,
    durationSeconds: row.durationSeconds,
    seriesId: row.seriesId,
    authorIds: credits.map((credit) => credit.authorId),
    topics: row.topics,
    masechta: row.masechta,
    daf: row.daf,
    amud: row.amud,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
  };
}

/** Series and authors the input names must exist: a field error for each that does not. */
async function checkReferences(db: Database, write: PostWrite): Promise<void> {
  const errors: FieldError[] = [];
  if (write.seriesId !== null) {
    const [found] = await db.select({ id: series.id }).from(series).where(eq(series.id, write.seriesId));
    if (!found) errors.push({ field: 'seriesId', message: 'No such series' });
  }
  if (write.authorIds.length > 0) {
    const found = await db.select({ id: authors.id }).from(authors).where(inArray(authors.id, write.authorIds));
    if (found.length !== write.authorIds.length) errors.push({ field: 'authorIds', message: 'No such author' });
  }
  if (errors.length > 0) throw invalidFields(errors);
}

function rowValues(write: PostWrite, publishedAt: Date | null) {
  const { authorIds: _authors, ...columns } = write;
  // The search indexer picks the row up again (posts_unindexed_idx) with its new words.
  return { ...columns, publishedAt, scheduledFor: null, searchKeys: null, searchContext: null };
}

/**
 * Creates or saves a post with its credits, all or nothing. A save names the `updatedAt` the editor
 * started from; if the row changed since, nothing is written and the answer is CONFLICT.
 */
export async function writeStudioPost(
  db: Database,
  target: { id: number; baseUpdatedAt: Date | null } | null,
  write: PostWrite,
): Promise<{ id: number; change: PostChange }> {
  await checkReferences(db, write);
  return db.transaction(async (tx) => {
    const now = new Date();
    let id: number;
    let change: PostChange;
    if (!target) {
      const [created] = await tx
        .insert(posts)
        // A placeholder slug, unique until the row has its id; the real one ends with that id.
        .values({ ...rowValues(write, write.status === 'Published' ? now : null), slug: `new-${randomUUID()}` })
        .returning({ id: posts.id });
      id = created!.id;
      await tx.update(posts).set({ slug: `${slugify(write.title) || 'shiur'}-${id}` }).where(eq(posts.id, id));
      change = 'created';
    } else {
      const [current] = await tx
        .select({ status: posts.status, updatedAt: posts.updatedAt, publishedAt: posts.publishedAt })
        .from(posts)
        .where(eq(posts.id, target.id))
        .for('update');
      if (!current) throw graphQLError(ErrorCode.NotFound, 'No such post', { field: 'id' });
      if (target.baseUpdatedAt && current.updatedAt.getTime() !== target.baseUpdatedAt.getTime()) {
        throw graphQLError(ErrorCode.Conflict, 'Someone saved this post after you opened it', {
          updatedAt: current.updatedAt.toISOString(),
        });
      }
      id = target.id;
      const publishedAt = write.status === 'Published' ? (current.publishedAt ?? now) : current.publishedAt;
      await tx
        .update(posts)
        .set({ ...rowValues(write, publishedAt), updatedAt: now })
        .where(eq(posts.id, id));
      const wasPublished = current.status === 'Published';
      const isPublished = write.status === 'Published';
      change = wasPublished === isPublished ? 'updated' : isPublished ? 'published' : 'unpublished';
    }
    await tx.delete(postAuthors).where(eq(postAuthors.postId, id));
    if (write.authorIds.length > 0) {
      await tx.insert(postAuthors).values(write.authorIds.map((authorId, position) => ({ postId: id, authorId, position })));
    }
    return { id, change };
  });
}

/** Every series and author by name, for the form's choices (ids as GraphQL IDs). */
export async function readStudioChoices(db: Database) {
  const [seriesRows, authorRows] = await Promise.all([
    db.select({ id: series.id, name: series.name }).from(series).orderBy(asc(series.name), asc(series.id)),
    db.select({ id: authors.id, name: authors.name }).from(authors).orderBy(asc(authors.name), asc(authors.id)),
  ]);
  const choice = ({ id, name }: { id: number; name: string }) => ({ id: String(id), name: stripMarkup(name) });
  return { series: seriesRows.map(choice), authors: authorRows.map(choice) };
}
