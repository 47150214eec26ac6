/** What signed-in users keep: subscriptions and listening progress; and newsletter sign-ups. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authors, series } from './catalogue';
import { isAtLeast } from './checks';
import { createdAt, instant, updatedAt } from './columns';
import { posts } from './posts';
import { users } from './users';

export const seriesSubscriptions = pgTable(
  'series_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.seriesId] }),
    // Finding a series' subscribers (to notify them of a new post) starts from the series.
    index('series_subscriptions_series_id_idx').on(table.seriesId),
  ],
);

export const authorSubscriptions = pgTable(
  'author_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.authorId] }),
    index('author_subscriptions_author_id_idx').on(table.authorId),
  ],
);

/** Where a user stopped in a post's audio or video, to resume there. */
export const listeningProgress = pgTable(
  'listening_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postId] }),
    check('listening_progress_position_check', isAtLeast(table.positionSeconds, 0)),
  ],
);

export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    /** The mailing lists (newsletter_lists ids) the person receives: confirmed choices only. */
    lists: text('lists').array().notNull().default([]),
    createdAt: createdAt(),
    /** Set when the person confirmed the address (double opt-in); nothing is sent before. */
    confirmedAt: instant('confirmed_at'),
    /**
     * What the last form asked for, applied when its confirmation link is followed: a stranger who
     * types someone's address changes nothing.
     */
    pendingLists: text('pending_lists').array(),
    pendingFirstName: text('pending_first_name'),
    /** The confirmation link in flight carries this; following it clears it, so a second visit changes nothing. */
    confirmationNonce: text('confirmation_nonce'),
    confirmationSentAt: instant('confirmation_sent_at'),
    /** Set by one-click unsubscribe (all lists); cleared by a later confirmed sign-up. */
    unsubscribedAt: instant('unsubscribed_at'),
    updatedAt: updatedAt(),
  },
  // Addresses differ only in case are the same mailbox in practice: one sign-up per address.
  (table) => [uniqueIndex('newsletter_signups_email_idx').on(sql`lower(${table.email})`)],
);

export type SeriesSubscription = typeof seriesSubscriptions.$inferSelect;
export type NewSeriesSubscription = typeof seriesSubscriptions.$inferInsert;
export type AuthorSubscription = typeof authorSubscriptions.$inferSelect;
export type NewAuthorSubscription = typeof authorSubscriptions.$inferInsert;
export type ListeningProgress = typeof listeningProgress.$inferSelect;
export type NewListeningProgress = typeof listeningProgress.$inferInsert;
export type NewsletterSignup = typeof newsletterSignups.$inferSelect;
export type NewNewsletterSignup = typeof newsletterSignups.$inferInsert;
