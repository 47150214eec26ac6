/**
 * What the site mails and who asked for it: the mail outbox, the newsletter lists, event sign-ups
 * and the alerts owed to followers of a series or an author.
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
  uuid,
} from 'drizzle-orm/pg-core';
import { authors, series } from './catalogue';
import { isAtLeast, isOneOf } from './checks';
import { createdAt, instant, updatedAt } from './columns';
import { posts } from './posts';
import { events } from './site-content';
import { users } from './users';

/**
 * `transactional` answers something the recipient did (a confirmation, a sign-up); `bulk` is sent
 * because they subscribed (alerts, digests, newsletters) and carries one-click unsubscribe headers.
 */
export const mailStreams = ['transactional', 'bulk'] as const;
export type MailStream = (typeof mailStreams)[number];

/**
 * The mail outbox. A row is written in the transaction of whatever calls for the mail (a sign-up, a
 * publish), with a `send-mail` job; the job runner renders the template and hands it to SMTP (or
 * the local mail folder), retrying with backoff while the mail server is down. `sent_at` is set
 * once the server accepted it, so a restart never sends it again.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Which template renders it (the web app's mail templates, by name). */
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    /** The template's input: ids and words, never secrets (signed links are made when rendered). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    stream: text('stream').$type<MailStream>().notNull(),
    /** One mail per cause (`alert:{user}:{post}`): enqueueing the same key again is a no-op. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    /** When the mail server accepted it. */
    sentAt: instant('sent_at'),
    /** Set when the job runner gave up; the message stays for a person to look at. */
    failedAt: instant('failed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    check('mail_messages_stream_check', isOneOf(table.stream, mailStreams)),
    uniqueIndex('mail_messages_dedupe_key_idx').on(table.dedupeKey),
    index('mail_messages_created_at_idx').on(table.createdAt),
  ],
);

/** The newsletters a visitor can join on /newsletters; admins manage them in the studio. */
export const newsletterLists = pgTable(
  'newsletter_lists',
  {
    /** Stable and used in links and CSV file names: `daily-daf`. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Order on the sign-up form. */
    position: integer('position').notNull().default(0),
    /** Archived lists leave the form and are no longer sent; their members are kept. */
    archivedAt: instant('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('newsletter_lists_id_check', sql`${table.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const eventSignupStates = ['confirmed', 'waitlisted', 'cancelled'] as const;
export type EventSignupState = (typeof eventSignupStates)[number];

/** A place (or a place on the waiting list) at an event, for `seats` people. */
export const eventSignups = pgTable(
  'event_signups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    seats: integer('seats').notNull().default(1),
    state: text('state').$type<EventSignupState>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('event_signups_state_check', isOneOf(table.state, eventSignupStates)),
    check('event_signups_seats_check', isAtLeast(table.seats, 1)),
    // One live sign-up per address and event; a cancelled one may be followed by a new one.
    uniqueIndex('event_signups_event_email_idx')
      .on(table.eventId, sql`lower(${table.email})`)
      .where(sql`${table.state} <> 'cancelled'`),
    // Seats taken and the waiting list in arrival order.
    index('event_signups_event_state_idx').on(table.eventId, table.state, table.createdAt),
  ],
);

/**
 * A new post owed to one follower: written when a followed series or author publishes, mailed at
 * once or in the next daily digest (the user's `alert_frequency`), then marked `mailed_at`.
 */
export const subscriberAlerts = pgTable(
  'subscriber_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** Why the user hears of it: the followed series, or else the followed author. */
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    mailedAt: instant('mailed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    index('subscriber_alerts_unmailed_idx')
      .on(table.userId)
      .where(sql`${table.mailedAt} is null`),
  ],
);

export type MailMessage = typeof mailMessages.$inferSelect;
export type NewsletterList = typeof newsletterLists.$inferSelect;
export type EventSignup = typeof eventSignups.$inferSelect;
export type SubscriberAlert = typeof subscriberAlerts.$inferSelect;
