/**
 * Editorial content beside the posts: fixed pages, events and blogs. (The event row type is
 * `CalendarEvent`, so it does not shadow the DOM `Event` in code that imports it.)
 */
import { desc, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { PostStatus } from '@openshiur/reference-data';
import { authors } from './catalogue';
import { isAtLeast, isOneOf } from './checks';
import { createdAt, instant, updatedAt } from './columns';
import { contentStatuses } from './values';

/** Fixed pages served at `/{id}` (about, privacy-policy, ...). */
export const pages = pgTable(
  'pages',
  {
    /** The path segment: `about` is served at `/about`. */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    /** HTML, sanitized by the API layer on write. */
    body: text('body').notNull().default(''),
    status: text('status').$type<PostStatus>().notNull().default('Draft'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('pages_status_check', isOneOf(table.status, contentStatuses)),
    check('pages_id_check', sql`${table.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    location: text('location'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    /** Registration or livestream link. */
    url: text('url'),
    image: text('image'),
    /** Like a post's: only Published events are public. */
    status: text('status').$type<PostStatus>().notNull().default('Draft'),
    /** Whether visitors can sign up on the event page. */
    signupsOpen: boolean('signups_open').notNull().default(false),
    /** Seats available to sign-ups; null = no limit. Past it, sign-ups join the waiting list. */
    capacity: integer('capacity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'events_ends_after_start_check',
      sql`${table.endsAt} is null or ${table.endsAt} >= ${table.startsAt}`,
    ),
    check('events_status_check', isOneOf(table.status, contentStatuses)),
    check('events_capacity_check', isAtLeast(table.capacity, 1)),
    index('events_starts_at_idx').on(table.startsAt),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** HTML, sanitized by the API layer on write. */
    body: text('body').notNull().default(''),
    excerpt: text('excerpt'),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    status: text('status').$type<PostStatus>().notNull().default('Draft'),
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('blogs_status_check', isOneOf(table.status, contentStatuses)),
    index('blogs_status_published_at_idx').on(table.status, desc(table.publishedAt)),
  ],
);

export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
export type CalendarEvent = typeof events.$inferSelect;
export type NewCalendarEvent = typeof events.$inferInsert;
export type Blog = typeof blogs.$inferSelect;
export type NewBlog = typeof blogs.$inferInsert;
