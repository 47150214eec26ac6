/**
 * Live streams of the sister platforms' channels (/channels): an HLS playlist, or a YouTube or Vimeo
 * video, scheduled, live or ended; an ended one with a recording becomes a post.
 */
import { desc, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, instant, updatedAt } from './columns';
import { posts } from './posts';
import { platformNames } from './values';

/** Where a stream plays from: an HLS playlist (.m3u8), or a YouTube or Vimeo video id. */
export const streamSourceKinds = ['hls', 'youtube', 'vimeo'] as const;
export type StreamSourceKind = (typeof streamSourceKinds)[number];

/** Set by the editor: the site shows what they say (an Upcoming one past its time is "starting soon"). */
export const streamStatuses = ['Upcoming', 'Live', 'Ended'] as const;
export type StreamStatus = (typeof streamStatuses)[number];

export const streams = pgTable(
  'streams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The sister platform's name (reference-data `platforms[].name`), as on posts. */
    platform: text('platform').notNull(),
    title: text('title').notNull(),
    /** Plain text. */
    description: text('description'),
    sourceKind: text('source_kind').$type<StreamSourceKind>().notNull(),
    /** Normalised: an https .m3u8 address or a /media/ path for HLS; the bare video id for YouTube and Vimeo. */
    source: text('source').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    status: text('status').$type<StreamStatus>().notNull().default('Upcoming'),
    /** The recording of a past stream: an https address or a path under /media/. */
    recordingUrl: text('recording_url'),
    /** The post made of the recording once the stream Ended (kept if the post is deleted: then null). */
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('streams_platform_check', isOneOf(table.platform, platformNames)),
    check('streams_source_kind_check', isOneOf(table.sourceKind, streamSourceKinds)),
    check('streams_status_check', isOneOf(table.status, streamStatuses)),
    check('streams_ends_after_start_check', sql`${table.endsAt} is null or ${table.endsAt} >= ${table.startsAt}`),
    index('streams_platform_starts_at_idx').on(table.platform, desc(table.startsAt)),
    index('streams_live_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'Live'`),
  ],
);

export type Stream = typeof streams.$inferSelect;
export type NewStream = typeof streams.$inferInsert;
