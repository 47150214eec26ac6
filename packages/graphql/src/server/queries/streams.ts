import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { postColumns, schema, type Actor, type Database, type Queryable, type Stream } from '@openshiur/db';
import { platforms } from '@openshiur/reference-data';
import type { StreamStatus, StreamWrite } from '../args/stream-input';
import type { PostModel } from '../models';
import { recordAudit } from './audit';
import { writePostInTransaction, type PostChange } from './studio-post';
import { checkVersion, containing, countOf, notFound, pageOffset, studioList, type StudioList } from './studio-records';
import { STUDIO_PAGE_SIZE } from './studio-posts';
import { publishedPost } from './visibility';

const { streams, posts } = schema;

export type StudioStreamModel = Stream;

/** A stream as visitors see it: its platform's id (the section's anchor) and its post while Published. */
export type StreamModel = Stream & { platformId: string; post: PostModel | null };

const platformIdOf = new Map(platforms.map((platform) => [platform.name, platform.id]));

function selectPublic(db: Queryable, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select({ stream: streams, post: postColumns })
    .from(streams)
    .leftJoin(posts, and(eq(posts.id, streams.postId), publishedPost))
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

function publicModel(row: { stream: Stream; post: PostModel | null }): StreamModel {
  return { ...row.stream, platformId: platformIdOf.get(row.stream.platform) ?? '', post: row.post };
}

/** Streams of a platform (or all) and a status (or any): coming ones soonest first, the rest latest first. */
export async function listStreams(db: Queryable, filter: { platform: string | null; status: StreamStatus | null; first: number }): Promise<StreamModel[]> {
  const where = and(
    filter.platform === null ? undefined : eq(streams.platform, filter.platform),
    filter.status === null ? undefined : eq(streams.status, filter.status),
  );
  const order = filter.status === 'Upcoming' ? [asc(streams.startsAt), asc(streams.id)] : [desc(streams.startsAt), desc(streams.id)];
  const rows = await selectPublic(db, where, order, filter.first);
  return rows.map(publicModel);
}

export async function readStream(db: Queryable, id: number): Promise<StreamModel | null> {
  const [row] = await selectPublic(db, eq(streams.id, id), [], 1);
  return row ? publicModel(row) : null;
}

export async function readStudioStream(db: Queryable, id: number): Promise<StudioStreamModel | null> {
  const [row] = await db.select().from(streams).where(eq(streams.id, id));
  return row ?? null;
}

/** A page of streams, the latest start first. */
export async function listStudioStreams(db: Database, search: string | null, page: number): Promise<StudioList<StudioStreamModel>> {
  const where = containing(streams.title, search);
  const [items, total] = await Promise.all([
    db.select().from(streams).where(where).orderBy(desc(streams.startsAt), desc(streams.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, streams, where),
  ]);
  return studioList(items, total, page);
}

/** What a stream's save changed, for the content-change reports: the stream's, and its new post's. */
export interface StreamSaved {
  id: number;
  change: 'created' | 'updated';
  post: { id: number; change: PostChange } | null;
}

/** Plain text as the body's paragraphs (the post body is HTML). */
function paragraphsOf(text: string | null): string | null {
  if (!text) return null;
  const escape = (line: string) => line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/**
 * An Ended stream's recording as a Published Video post, written with the studio's own post writer
 * (revision, audit entry, "published" event for the subscribers' mail) in the caller's transaction.
 * Its date is the stream's start.
 */
async function makeRecordingPost(tx: Queryable, stream: Stream, actor: Actor): Promise<{ id: number; change: PostChange }> {
  const saved = await writePostInTransaction(
    tx,
    null,
    {
      title: stream.title,
      status: 'Published',
      platform: stream.platform,
      mediaType: 'Video',
      language: 'English',
      body: paragraphsOf(stream.description),
      audioUrl: null,
      videoUrl: stream.recordingUrl,
      documentUrl: null,
      durationSeconds: stream.endsAt ? Math.round((stream.endsAt.getTime() - stream.startsAt.getTime()) / 1000) : null,
      seriesId: null,
      authorIds: [],
      topics: [],
      masechta: null,
      daf: null,
      amud: null,
      scheduledFor: null,
      holidays: [],
      episodeNumber: null,
      yerushalmiMasechta: null,
      yerushalmiDaf: null,
      mishnaMasechta: null,
      perek: null,
      mishnah: null,
      parsha: null,
      nachBook: null,
      nachChapter: null,
      rambamBook: null,
      rambamChapter: null,
      kitzurSiman: null,
      mitzvah: null,
    },
    actor,
  );
  await tx.update(posts).set({ publishedAt: stream.startsAt }).where(eq(posts.id, saved.id));
  await tx.update(streams).set({ postId: saved.id }).where(eq(streams.id, stream.id));
  return { id: saved.id, change: saved.change };
}

/**
 * Creates or saves a stream with its audit entry; a save checks the version it started from. A
 * stream Ended with a recording and no post yet gets its post in the same transaction.
 */
export async function writeStream(db: Database, target: { id: number; baseUpdatedAt: Date | null } | null, write: StreamWrite, actor: Actor): Promise<StreamSaved> {
  return db.transaction(async (tx) => {
    const details = { title: write.title, status: write.status };
    let saved: Stream;
    if (!target) {
      [saved] = (await tx.insert(streams).values(write).returning()) as [Stream];
      await recordAudit(tx, { actor, action: 'stream.created', recordType: 'stream', recordId: saved.id, details });
    } else {
      const [current] = await tx.select({ updatedAt: streams.updatedAt }).from(streams).where(eq(streams.id, target.id)).for('update');
      checkVersion(current, target.baseUpdatedAt, 'stream');
      [saved] = (await tx.update(streams).set({ ...write, updatedAt: new Date() }).where(eq(streams.id, target.id)).returning()) as [Stream];
      await recordAudit(tx, { actor, action: 'stream.updated', recordType: 'stream', recordId: target.id, details });
    }
    const post = saved.status === 'Ended' && saved.recordingUrl && saved.postId === null ? await makeRecordingPost(tx, saved, actor) : null;
    return { id: saved.id, change: target ? 'updated' : 'created', post };
  });
}

export async function deleteStream(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(streams).where(eq(streams.id, id)).returning({ title: streams.title });
    if (!deleted) throw notFound('stream');
    await recordAudit(tx, { actor, action: 'stream.deleted', recordType: 'stream', recordId: id, details: { title: deleted.title } });
  });
}
