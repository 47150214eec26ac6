/** Posts (shiurim: audio, video or text) and their links to authors and tags. */
import { desc, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  holidays,
  kitzurSimanimCount,
  mishnehTorahBooks,
  mitzvotCycle,
  postTopics,
  yerushalmiMasechtot,
  type ClipLength,
  type Holiday,
  type Language,
  type MediaType,
  type PostStatus,
} from '@openshiur/reference-data';
import { authors, series, tags } from './catalogue';
import { isAtLeast, isBetween, isOneOf, isSubsetOf, isWithinParent } from './checks';
import { createdAt, instant, updatedAt } from './columns';
import { searchContext, searchKeys } from './search';
import {
  amudSides,
  clipLengths,
  languages,
  mediaTypes,
  platformNames,
  postStatuses,
  postTypes,
  type AmudSide,
} from './values';

const rambamBookNames = mishnehTorahBooks.map((book) => book.book);
const yerushalmiDafLimits = yerushalmiMasechtot.map((masechta) => [masechta.name, masechta.dapim] as const);
const rambamChapterLimits = mishnehTorahBooks.map((book) => [book.book, book.chapters] as const);

export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    /** The record's id in the catalogue it was imported from (`pnpm import`), so a second import updates it. */
    externalId: text('external_id').unique(),
    title: text('title').notNull(),
    /** Only Published posts are shown to visitors. */
    status: text('status').$type<PostStatus>().notNull().default('Draft'),
    /** The sister platform's name (reference-data `platforms[].name`). */
    platform: text('platform').notNull(),
    /** One of the platform's post types; null for platforms without types. */
    postType: text('post_type'),
    mediaType: text('media_type').$type<MediaType>().notNull(),
    language: text('language').$type<Language>().notNull().default('English'),
    clipLength: text('clip_length').$type<ClipLength>(),
    durationSeconds: integer('duration_seconds'),
    audioUrl: text('audio_url'),
    videoUrl: text('video_url'),
    /** A PDF that goes with the shiur (source sheet, notes): an https address or a path under /media/. */
    documentUrl: text('document_url'),
    thumbnail: text('thumbnail'),
    /** HTML, sanitized by the API layer on write. */
    body: text('body'),
    excerpt: text('excerpt'),
    topics: text('topics').array().$type<string[]>().notNull().default([]),
    holidays: text('holidays').array().$type<Holiday[]>().notNull().default([]),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    publishedAt: instant('published_at'),
    /** When a Scheduled post goes live. */
    scheduledFor: instant('scheduled_for'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),

    // Learning references: what the post teaches, so a daf, perek, parsha or chapter page can
    // list every post on it.
    /** Canonical Bavli masechta name (reference-data `resolveMasechta`). */
    masechta: text('masechta'),
    daf: integer('daf'),
    /** Null when the post covers the whole daf. */
    amud: text('amud').$type<AmudSide>(),
    /** Masechta of the Talmud Yerushalmi (reference-data `yerushalmiMasechtot[].name`) and its daf (Vilna). */
    yerushalmiMasechta: text('yerushalmi_masechta'),
    yerushalmiDaf: integer('yerushalmi_daf'),
    /** Masechta of the Mishnah (reference-data mishnayot). */
    mishnaMasechta: text('mishna_masechta'),
    perek: integer('perek'),
    mishnah: integer('mishnah'),
    parsha: text('parsha'),
    nachBook: text('nach_book'),
    nachChapter: integer('nach_chapter'),
    episodeNumber: integer('episode_number'),
    // Daily-study programmes beyond Talmud, Mishnah and Nach (the /learning pages list them).
    /** Book (hilchot) of the Mishneh Torah: reference-data `mishnehTorahBooks[].book`, e.g. "Sabbath". */
    rambamBook: text('rambam_book'),
    /** Chapter within `rambamBook` (for the four introductory books: the day's part, 1–3). */
    rambamChapter: integer('rambam_chapter'),
    /** Siman (chapter) of the Kitzur Shulchan Aruch, 1–221. */
    kitzurSiman: integer('kitzur_siman'),
    /** Number of the mitzvah in the site's daily mitzvot cycle, 1–613. */
    mitzvah: integer('mitzvah'),

    // Built-in search: what the indexer adds to a post's searchable text (see ./search.ts). The
    // search documents themselves live in `search_posts` (./search-posts.ts).
    searchKeys: searchKeys(),
    searchContext: searchContext(),
  },
  (table) => [
    check('posts_status_check', isOneOf(table.status, postStatuses)),
    check('posts_platform_check', isOneOf(table.platform, platformNames)),
    check('posts_post_type_check', isOneOf(table.postType, postTypes)),
    check('posts_media_type_check', isOneOf(table.mediaType, mediaTypes)),
    check('posts_language_check', isOneOf(table.language, languages)),
    check('posts_clip_length_check', isOneOf(table.clipLength, clipLengths)),
    check('posts_topics_check', isSubsetOf(table.topics, postTopics)),
    check('posts_holidays_check', isSubsetOf(table.holidays, holidays)),
    check('posts_amud_check', isOneOf(table.amud, amudSides)),
    check('posts_amud_needs_daf_check', sql`${table.amud} is null or ${table.daf} is not null`),
    // Every masechta's first daf is 2 or later (the title page counts as daf 1).
    check('posts_daf_check', isAtLeast(table.daf, 2)),
    check('posts_perek_check', isAtLeast(table.perek, 1)),
    check('posts_mishnah_check', isAtLeast(table.mishnah, 1)),
    check('posts_nach_chapter_check', isAtLeast(table.nachChapter, 1)),
    check('posts_episode_number_check', isAtLeast(table.episodeNumber, 0)),
    check('posts_duration_check', isAtLeast(table.durationSeconds, 0)),
    check('posts_rambam_book_check', isOneOf(table.rambamBook, rambamBookNames)),
    check(
      'posts_rambam_chapter_check',
      isWithinParent(table.rambamChapter, table.rambamBook, rambamChapterLimits),
    ),
    check('posts_yerushalmi_masechta_check', isOneOf(table.yerushalmiMasechta, yerushalmiMasechtot.map((masechta) => masechta.name))),
    check('posts_yerushalmi_daf_check', isWithinParent(table.yerushalmiDaf, table.yerushalmiMasechta, yerushalmiDafLimits)),
    check('posts_kitzur_siman_check', isBetween(table.kitzurSiman, 1, kitzurSimanimCount)),
    check('posts_mitzvah_check', isBetween(table.mitzvah, 1, mitzvotCycle.mitzvotCount)),
    // The lists the site shows: newest published posts, a series' posts, a daf's posts, the
    // posts of a parsha / perek / Nach chapter, and topic and holiday pages.
    index('posts_status_published_at_idx').on(table.status, desc(table.publishedAt)),
    index('posts_series_id_idx').on(table.seriesId),
    index('posts_masechta_daf_idx').on(table.masechta, table.daf),
    index('posts_mishna_idx').on(table.mishnaMasechta, table.perek, table.mishnah),
    index('posts_parsha_idx').on(table.parsha),
    index('posts_nach_idx').on(table.nachBook, table.nachChapter),
    index('posts_yerushalmi_idx').on(table.yerushalmiMasechta, table.yerushalmiDaf),
    index('posts_rambam_idx').on(table.rambamBook, table.rambamChapter),
    index('posts_kitzur_siman_idx').on(table.kitzurSiman),
    index('posts_mitzvah_idx').on(table.mitzvah),
    index('posts_topics_idx').using('gin', table.topics),
    index('posts_holidays_idx').using('gin', table.holidays),
    // The indexer's catch-up scan: rows written without search keys.
    index('posts_unindexed_idx')
      .on(table.id)
      .where(sql`${table.searchKeys} is null`),
  ],
);

/** Authors of a post, in credit order (`position` 0 first). */
export const postAuthors = pgTable(
  'post_authors',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.authorId] }),
    // The key starts with post_id, so an author's page needs its own index.
    index('post_authors_author_id_idx').on(table.authorId),
  ],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagId] }),
    index('post_tags_tag_id_idx').on(table.tagId),
  ],
);

export type Post = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
export type PostAuthor = typeof postAuthors.$inferSelect;
export type NewPostAuthor = typeof postAuthors.$inferInsert;
export type PostTag = typeof postTags.$inferSelect;
export type NewPostTag = typeof postTags.$inferInsert;
