import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { schema, type Actor, type Database, type Queryable } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';
import type { PostWrite } from '../args/post-input';
import { stripMarkup } from '../sanitize';
import { graphQLError, ErrorCode, invalidFields, type FieldError } from '../errors';
import { recordAudit } from './audit';
import { recordPublished, schedulePublishing } from './post-events';
import { readRevision, recordRevision, snapshotOf, writeOfSnapshot, type RevisionSummary } from './post-revisions';

const { posts, postAuthors, series, authors } = schema;

/** The studio's view of a post: its row's editable fields and its credits in order. */
export interface StudioPostDetailModel extends Omit<PostWrite, 'authorIds' | 'seriesId'> {
  id: number;
  seriesId: number | null;
  authorIds: number[];
  updatedAt: Date;
  publishedAt: Date | null;
}

/** A revision with the post as it was then (today's id and times): see `PostRevisionDetail`. */
export interface RevisionDetailModel extends RevisionSummary {
  post: StudioPostDetailModel;
}

/**
 * A saved version of a post, as the form would show it: the version's fields over today's id
 * and times, so saving it back restores it as the newest revision. Series or authors deleted since
 * are left out (the form could not offer them).
 */
export async function readStudioPostRevision(db: Database, id: number, revision: number): Promise<RevisionDetailModel | null> {
  const [current, found] = await Promise.all([readStudioPost(db, id), readRevision(db, id, revision)]);
  if (!current || !found) return null;
  const { snapshot, ...summary } = found;
  const write = writeOfSnapshot(snapshot);
  const [seriesRow] = write.seriesId === null ? [] : await db.select({ id: series.id }).from(series).where(eq(series.id, write.seriesId));
  const authorRows = write.authorIds.length === 0 ? [] : await db.select({ id: authors.id }).from(authors).where(inArray(authors.id, write.authorIds));
  const existingAuthors = new Set(authorRows.map((row) => row.id));
  return {
    ...summary,
    post: {
      ...write,
      seriesId: seriesRow ? write.seriesId : null,
      authorIds: write.authorIds.filter((authorId) => existingAuthors.has(authorId)),
      id,
      updatedAt: current.updatedAt,
      publishedAt: current.publishedAt,
    },
  };
}

/** The editable fields of a post as read (what a revision keeps and the form shows). */
export function writeOf(post: StudioPostDetailModel): PostWrite {
  const { id: _id, updatedAt: _updated, publishedAt: _published, ...write } = post;
  return write;
}

/** What a save changed, in the words of the content-change reports (/api/revalidate). */
export type PostChange = 'created' | 'updated' | 'published' | 'unpublished';

/** The audit log's verb for a save. */
function auditAction(change: PostChange, write: PostWrite): string {
  if (change === 'created') return write.status === 'Published' ? 'post.published' : 'post.created';
  if (change === 'updated' && write.status === 'Scheduled') return 'post.scheduled';
  return `post.${change}`;
}

export async function readStudioPost(db: Queryable, id: number): Promise<StudioPostDetailModel | null> {
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
    scheduledFor: row.scheduledFor,
    yerushalmiMasechta: row.yerushalmiMasechta,
    yerushalmiDaf: row.yerushalmiDaf,
    mishnaMasechta: row.mishnaMasechta,
    perek: row.perek,
    mishnah: row.mishnah,
    parsha: row.parsha,
    nachBook: row.nachBook,
    nachChapter: row.nachChapter,
    rambamBook: row.rambamBook,
    rambamChapter: row.rambamChapter,
    kitzurSiman: row.kitzurSiman,
    mitzvah: row.mitzvah,
    holidays: row.holidays,
    episodeNumber: row.episodeNumber,
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
  return { ...columns, publishedAt, searchKeys: null, searchContext: null };
}

/**
 * Creates or saves a post with its credits, all or nothing, as revision n+1 of its history, with
 * its audit entry, its publishing job when Scheduled and its "published" event when it goes live.
 * A save names the `updatedAt` the editor started from; if the row changed since, nothing is
 * written and the answer is CONFLICT.
 */
export async function writeStudioPost(
  db: Database,
  target: { id: number; baseUpdatedAt: Date | null } | null,
  write: PostWrite,
  actor: Actor,
): Promise<{ id: number; change: PostChange; revision: number }> {
  await checkReferences(db, write);
  return db.transaction((tx) => writePostInTransaction(tx, target, write, actor));
}

/**
 * `writeStudioPost`'s writes, inside a transaction the caller holds (a stream's save makes its
 * recording's post in its own). The caller checks the references first.
 */
export async function writePostInTransaction(
  tx: Queryable,
  target: { id: number; baseUpdatedAt: Date | null } | null,
  write: PostWrite,
  actor: Actor,
): Promise<{ id: number; change: PostChange; revision: number }> {
  const now = new Date();
  let id: number;
  let change: PostChange;
  let before: StudioPostDetailModel | null = null;
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
      .select({ updatedAt: posts.updatedAt })
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
    before = await readStudioPost(tx, id);
    const publishedAt = write.status === 'Published' ? (before!.publishedAt ?? now) : before!.publishedAt;
    await tx
      .update(posts)
      .set({ ...rowValues(write, publishedAt), updatedAt: now })
      .where(eq(posts.id, id));
    const wasPublished = before!.status === 'Published';
    const isPublished = write.status === 'Published';
    change = wasPublished === isPublished ? 'updated' : isPublished ? 'published' : 'unpublished';
  }
  await tx.delete(postAuthors).where(eq(postAuthors.postId, id));
  if (write.authorIds.length > 0) {
    await tx.insert(postAuthors).values(write.authorIds.map((authorId, position) => ({ postId: id, authorId, position })));
  }
  if (write.status === 'Scheduled' && write.scheduledFor) await schedulePublishing(tx, id, write.scheduledFor);
  if (write.status === 'Published' && before?.status !== 'Published') await recordPublished(tx, id);
  const revision = await recordRevision(tx, id, {
    before: before ? snapshotOf(writeOf(before)) : null,
    after: snapshotOf(write),
    savedBy: actor,
  });
  await recordAudit(tx, { actor, action: auditAction(change, write), recordType: 'post', recordId: id, details: { revision } });
  return { id, change, revision };
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
