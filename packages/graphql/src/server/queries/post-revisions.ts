import { and, desc, eq, sql } from 'drizzle-orm';
import { schema, type Actor, type Queryable } from '@openshiur/db';
import type { PostWrite } from '../args/post-input';

const { postRevisions } = schema;

/** A post's editable fields as a revision keeps them: JSON, so the publish time is an ISO string. */
export type PostSnapshot = Omit<PostWrite, 'scheduledFor'> & { scheduledFor: string | null };

export function snapshotOf(write: PostWrite): PostSnapshot {
  return { ...write, scheduledFor: write.scheduledFor ? write.scheduledFor.toISOString() : null };
}

export function writeOfSnapshot(snapshot: PostSnapshot): PostWrite {
  return { ...snapshot, scheduledFor: snapshot.scheduledFor ? new Date(snapshot.scheduledFor) : null };
}

/** Who saved a version, in words: their name, else their e-mail address, else their subject. */
export function actorLabel(actor: Actor): string {
  return actor.name || actor.email || actor.subject;
}

/** The fields whose values differ between two versions (every set field when there is no earlier one). */
export function changedFields(before: PostSnapshot | null, after: PostSnapshot): string[] {
  return (Object.keys(after) as (keyof PostSnapshot)[]).filter((field) => {
    const value = JSON.stringify(after[field] ?? null);
    if (!before) return value !== 'null' && value !== '[]';
    return JSON.stringify(before[field] ?? null) !== value;
  });
}

/** Someone the history names for versions saved before revisions were kept (the seed, SQL, an older site). */
export const EARLIER_VERSION_AUTHOR: Actor = { subject: 'before-revisions', name: 'Before the studio kept history', email: null };

/**
 * Records a save as the post's next revision, inside the save's transaction (the post row is
 * locked, so numbers cannot collide). A post saved for the first time since revisions were kept
 * gets its earlier state as a revision of its own first, so restoring can go back to it.
 */
export async function recordRevision(
  tx: Queryable,
  postId: number,
  { before, after, savedBy }: { before: PostSnapshot | null; after: PostSnapshot; savedBy: Actor },
): Promise<number> {
  const [latest] = await tx
    .select({ revision: postRevisions.revision, snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.revision))
    .limit(1);
  let revision = latest?.revision ?? 0;
  if (!latest && before) {
    revision += 1;
    await tx.insert(postRevisions).values({
      postId,
      revision,
      savedBy: EARLIER_VERSION_AUTHOR,
      changedFields: changedFields(null, before),
      snapshot: before,
    });
  }
  revision += 1;
  await tx.insert(postRevisions).values({
    postId,
    revision,
    savedBy,
    changedFields: changedFields(before, after),
    snapshot: after,
  });
  return revision;
}

export interface RevisionSummary {
  revision: number;
  savedBy: Actor;
  savedAt: Date;
  changedFields: string[];
}

/** A post's history, newest first. */
export async function listRevisions(db: Queryable, postId: number): Promise<RevisionSummary[]> {
  return db
    .select({
      revision: postRevisions.revision,
      savedBy: postRevisions.savedBy,
      savedAt: postRevisions.savedAt,
      changedFields: postRevisions.changedFields,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.revision));
}

export async function readRevision(
  db: Queryable,
  postId: number,
  revision: number,
): Promise<(RevisionSummary & { snapshot: PostSnapshot }) | null> {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.revision, revision)));
  return row ? { ...row, snapshot: row.snapshot as PostSnapshot } : null;
}

/** How many revisions a post has (0 for one never saved in the studio). */
export async function countRevisions(db: Queryable, postId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId));
  return row?.n ?? 0;
}
