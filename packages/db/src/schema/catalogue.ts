/** The things posts are filed under: authors, series and tags. */
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { topics, type OrderOption, type Topic } from '@openshiur/reference-data';
import { isOneOf, isSubsetOf } from './checks';
import { createdAt, updatedAt } from './columns';
import { searchKeys, searchVector } from './search';
import { orderOptions, platformNames } from './values';

export const authors = pgTable(
  'authors',
  {
    /** Identity "by default" so imports from the earlier site (and the seed) can keep their ids. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** May contain markup (the earlier site stored some); the API layer sanitizes it on write and render. */
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** The record's id in the catalogue it was imported from (`pnpm import`), so a second import updates it. */
    externalId: text('external_id').unique(),
    bio: text('bio'),
    /**
     * Avatar: null or empty = the default avatar; a full `https://` URL; otherwise a public id in the
     * hosted image service.
     */
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Built-in search (see ./search.ts); `search_normalize` strips the name's markup. */
    searchKeys: searchKeys(),
    searchVector: searchVector([
      ['name', 'A'],
      ['search_keys', 'A'],
      ['bio', 'D'],
    ]),
  },
  (table) => [index('authors_search_vector_idx').using('gin', table.searchVector)],
);

export const series = pgTable(
  'series',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** The record's id in the catalogue it was imported from (`pnpm import`), so a second import updates it. */
    externalId: text('external_id').unique(),
    description: text('description'),
    /** Topics from reference-data; the menu and the topic footer group series by them. */
    topics: text('topics').array().$type<Topic[]>().notNull().default([]),
    /** How the series' posts are ordered on its page. */
    orderOption: text('order_option').$type<OrderOption>().notNull().default('episode_number'),
    /** The sister platform's name, when the series belongs to one. */
    platform: text('platform'),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Built-in search (see ./search.ts). */
    searchKeys: searchKeys(),
    searchVector: searchVector([
      ['name', 'A'],
      ['search_keys', 'A'],
      ['description', 'D'],
    ]),
  },
  (table) => [
    index('series_search_vector_idx').using('gin', table.searchVector),
    check('series_topics_check', isSubsetOf(table.topics, topics)),
    check('series_order_option_check', isOneOf(table.orderOption, orderOptions)),
    check('series_platform_check', isOneOf(table.platform, platformNames)),
  ],
);

export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export type Author = typeof authors.$inferSelect;
export type NewAuthor = typeof authors.$inferInsert;
export type Series = typeof series.$inferSelect;
export type NewSeries = typeof series.$inferInsert;
export type Tag = typeof tags.$inferSelect;
export type NewTag = typeof tags.$inferInsert;
