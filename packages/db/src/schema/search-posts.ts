/**
 * The built-in search engine's copy of each Published post (`@openshiur/search`): only what search
 * reads, and nothing else.
 *
 * Why a table of its own: search matches and counts many posts per request. The dropdown wants the
 * newest posts whose title matches what has been typed so far, on every keystroke; the results page
 * counts every match by topic, series, language… Read from `posts`, each candidate costs a wide row
 * (body, excerpt, media addresses, references), and that table outgrows the database's memory long
 * before the catalogue stops growing. These rows are a fraction of the size, and the index on the
 * date lets a short, common prefix ("b", "be") stop after the first few rows instead of ranking
 * tens of thousands.
 *
 * Three documents, so the engine can tell where a word matched (title first, then series and
 * author names, then anything in the post) without positions or weights: `strip`ped vectors, a
 * fraction of the size.
 *
 * Nothing in the application writes this table: triggers on `posts` (migration 0005) keep exactly
 * one row per Published post, in the statement that changes the post, so it never lags behind.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, tsvector } from './columns';
import { posts } from './posts';

export const searchPosts = pgTable(
  'search_posts',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The date the site sorts posts by: `coalesce(published_at, created_at)`. */
    sortDate: instant('sort_date').notNull(),
    /** The title and its variant keys (`posts.search_keys`). */
    titleVector: tsvector('title_vector').notNull(),
    /** The names of the post's series and authors (`posts.search_context`). */
    contextVector: tsvector('context_vector').notNull(),
    /** Everything: title, keys, names, excerpt and body. */
    documentVector: tsvector('document_vector').notNull(),
    // The facets the results page filters and counts by, as on `posts`.
    topics: text('topics').array().notNull(),
    holidays: text('holidays').array().notNull(),
    mediaType: text('media_type').notNull(),
    language: text('language').notNull(),
    clipLength: text('clip_length'),
    seriesId: integer('series_id'),
  },
  // `search_posts_newest_idx` (sort_date desc, post_id desc) INCLUDE (title_vector, context_vector)
  // is made by migration 0016 in SQL: Drizzle cannot declare INCLUDE. The dropdown walks it for the
  // newest posts whose title or names match, reading only the index (no row of the table): see
  // @openshiur/search suggest-posts.ts. Date-sorted lists use it too.
  (table) => [
    index('search_posts_title_idx').using('gin', table.titleVector),
    index('search_posts_context_idx').using('gin', table.contextVector),
    index('search_posts_document_idx').using('gin', table.documentVector),
    // "Does this series have a Published post?", asked for every series a query matches.
    index('search_posts_series_idx').on(table.seriesId),
  ],
);
