/**
 * What the editors' studio writes besides content: the job queue, the outbox of content events,
 * every saved version of a post, the audit log, role grants and uploaded media files.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { isAtLeast, isOneOf } from './checks';
import { createdAt, instant } from './columns';
import { posts } from './posts';

export const jobStates = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * The durable job queue (see ../jobs.ts). A row is claimed with `FOR UPDATE SKIP LOCKED`, so
 * several server instances share the queue and each job runs once; a claimed job whose lease ran
 * out (its instance died) is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it, e.g. `publish-post`. */
    kind: text('kind').notNull(),
    /**
     * At most one job per key: enqueueing a key again moves that job (a rescheduled post keeps
     * one publishing job). Null for jobs that may repeat.
     */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('pending'),
    /** Not before this instant; a job past it when the runner starts (after downtime) runs at once. */
    runAt: instant('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    /** While `running`: the claim holds until then; after it, another runner may take the job. */
    lockedUntil: instant('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    check('jobs_state_check', isOneOf(table.state, jobStates)),
    check('jobs_attempts_check', isAtLeast(table.attempts, 0)),
    uniqueIndex('jobs_key_idx').on(table.key),
    // The runner's claim: due pending jobs, and running ones whose lease ran out.
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.state} = 'pending'`),
    index('jobs_lease_idx')
      .on(table.lockedUntil)
      .where(sql`${table.state} = 'running'`),
  ],
);

export const postEventKinds = ['published'] as const;
export type PostEventKind = (typeof postEventKinds)[number];

/**
 * The outbox of what happened to posts, written in the same transaction as the change itself:
 * "post published" becomes subscriber e-mails (the mail feature reads the rows not yet handled).
 */
export const postEvents = pgTable(
  'post_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PostEventKind>().notNull(),
    occurredAt: createdAt(),
    /** Set by whoever acts on the event (subscriber alerts), so each is acted on once. */
    handledAt: instant('handled_at'),
  },
  (table) => [
    check('post_events_kind_check', isOneOf(table.kind, postEventKinds)),
    index('post_events_unhandled_idx')
      .on(table.id)
      .where(sql`${table.handledAt} is null`),
    index('post_events_post_id_idx').on(table.postId),
  ],
);

/** Who did something in the studio, as the audit log and the revision history name them. */
export interface Actor {
  /** The identity provider's subject, or `job` / `import` for the server's own work. */
  subject: string;
  name: string | null;
  email: string | null;
}

/** Every saved version of a post: who saved it, when, the fields that changed and the whole post as saved. */
export const postRevisions = pgTable(
  'post_revisions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** 1 for the version the post was created with, then one more per save. */
    revision: integer('revision').notNull(),
    savedBy: jsonb('saved_by').$type<Actor>().notNull(),
    savedAt: createdAt(),
    /** Names of the fields this save changed (all of them for revision 1). */
    changedFields: text('changed_fields').array().$type<string[]>().notNull().default([]),
    /** The post's editable fields as saved (the studio's form values). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.revision] }),
    check('post_revisions_revision_check', isAtLeast(table.revision, 1)),
  ],
);

/** What was done in the studio, by whom, for admins to read. Rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    actor: jsonb('actor').$type<Actor>().notNull(),
    /** e.g. `post.created`, `post.published`, `role.granted`, `media.uploaded`. */
    action: text('action').notNull(),
    /** The record acted on: `post`, `role`, `media`, …; and its id. */
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_record_idx').on(table.recordType, table.recordId),
  ],
);

export const grantableRoles = ['editor', 'admin'] as const;

/** Editorial roles an admin grants in the studio, by e-mail address (lower case), besides the provider's claim. */
export const roleGrants = pgTable(
  'role_grants',
  {
    email: text('email').notNull(),
    role: text('role').$type<(typeof grantableRoles)[number]>().notNull(),
    grantedBy: jsonb('granted_by').$type<Actor>().notNull(),
    grantedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.role] }),
    check('role_grants_role_check', isOneOf(table.role, grantableRoles)),
    check('role_grants_email_lower_check', sql`${table.email} = lower(${table.email})`),
  ],
);

/** A file uploaded in the studio (audio, video, PDF), kept under MEDIA_DIR or in S3-compatible storage. */
export const mediaFiles = pgTable(
  'media_files',
  {
    /** A random id; the file's address is `/media/files/{id}/{fileName}`. */
    id: text('id').primaryKey(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Read from the file (audio and video); null when it could not be read. */
    durationSeconds: integer('duration_seconds'),
    /** `local` (MEDIA_DIR) or `s3`. */
    storage: text('storage').notNull(),
    uploadedBy: jsonb('uploaded_by').$type<Actor>().notNull(),
    createdAt: createdAt(),
    /** Null until every byte arrived. */
    completedAt: instant('completed_at'),
  },
  (table) => [
    check('media_files_size_check', isAtLeast(table.sizeBytes, 0)),
    check('media_files_storage_check', isOneOf(table.storage, ['local', 's3'])),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type PostEvent = typeof postEvents.$inferSelect;
export type PostRevision = typeof postRevisions.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type RoleGrant = typeof roleGrants.$inferSelect;
export type MediaFile = typeof mediaFiles.$inferSelect;
