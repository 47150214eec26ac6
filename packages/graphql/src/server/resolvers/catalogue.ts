import { and, asc, eq, ilike, sql, arrayContains } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { authorColumns, schema, seriesColumns } from '@openshiur/db';
import { topics } from '@openshiur/reference-data';
import type {
  AuthorResolvers,
  QueryResolvers,
  SeriesResolvers,
  TopicResolvers,
} from '../../generated/resolvers';
import { parseNumericId, parseOneOf, parsePageSize, parseSearchText } from '../arguments';
import { decodeCursor, toConnection } from '../pagination';
import { queryPosts } from '../post-query';
import { sanitizeInline, stripMarkup } from '../sanitize';
import { escapeLike } from '../like';
import { listAllSeries, sortName } from '../series-query';
import { querySeriesPosts, seriesPostPage, seriesSections } from '../series-posts';
import { authorSeries, seriesAuthors } from '../credits';
import { searchConnection } from './search';
import { authorViewerIsSubscribed, seriesViewerIsSubscribed } from './subscriptions';

const { series, authors } = schema;

/**
 * Browse lists read alphabetically regardless of case (the embedded database collates bytewise), and
 * page by keyset over (lower(name), id).
 */

function nameCursorCondition(nameColumn: PgColumn, idColumn: PgColumn, after?: string | null) {
  const cursor = decodeCursor(after, 2);
  if (!cursor) return undefined;
  return sql`(${sortName(nameColumn)}, ${idColumn}) > (${String(cursor[0])}, ${Number(cursor[1])})`;
}

const nameKey = (row: { name: string; id: number }) => [row.name.toLowerCase(), row.id] as const;

export const catalogueQueries: Pick<
  QueryResolvers,
  'allSeries' | 'topics' | 'series' | 'seriesList' | 'author' | 'authors'
> = {
  allSeries: (_parent, { includeEmpty }, ctx) =>
    includeEmpty ? listAllSeries(ctx.db, true) : ctx.loaders.seriesWithPublishedPosts(),

  topics: () => topics.map((name, index) => ({ name, index })),

  series: async (_parent, { id }, ctx) => (await ctx.loaders.seriesById.load(parseNumericId(id))) ?? null,

  seriesList: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 20);
    const search = parseSearchText(args.search);
    const topic = args.topic ? parseOneOf(topics, args.topic, 'topic') : undefined;
    if (search && !topic) return searchConnection(ctx, 'series', { search, first: limit, after: args.after });
    // Within one topic the list is short: a name match is enough there.
    const where = and(
      search ? ilike(series.name, `%${escapeLike(search)}%`) : undefined,
      topic ? arrayContains(series.topics, [topic]) : undefined,
    );
    const rows = await ctx.db
      .select(seriesColumns)
      .from(series)
      .where(and(where, nameCursorCondition(series.name, series.id, args.after)))
      .orderBy(asc(sortName(series.name)), asc(series.id))
      .limit(limit + 1);
    return toConnection(rows, limit, nameKey, () => ctx.db.$count(series, where));
  },

  author: async (_parent, { id }, ctx) => {
    const [author] = await ctx.db.select(authorColumns).from(authors).where(eq(authors.id, parseNumericId(id)));
    return author ?? null;
  },

  authors: async (_parent, args, ctx) => {
    const limit = parsePageSize(args.first, 20);
    const search = parseSearchText(args.search);
    if (search) return searchConnection(ctx, 'authors', { search, first: limit, after: args.after });
    const rows = await ctx.db
      .select(authorColumns)
      .from(authors)
      .where(nameCursorCondition(authors.name, authors.id, args.after))
      .orderBy(asc(sortName(authors.name)), asc(authors.id))
      .limit(limit + 1);
    return toConnection(rows, limit, nameKey, () => ctx.db.$count(authors));
  },
};


export const Topic: TopicResolvers = {
  series: async (topic, _args, ctx) =>
    (await ctx.loaders.seriesWithPublishedPosts()).filter((row) => row.topics.includes(topic.name)),
};

export const Series: SeriesResolvers = {
  postCount: (row, _args, ctx) => ctx.loaders.publishedCountBySeriesId.load(row.id),
  posts: (row, args, ctx) => querySeriesPosts(ctx.db, row, args),
  postPage: (row, args, ctx) => seriesPostPage(ctx.db, row, args, () => ctx.loaders.publishedCountBySeriesId.load(row.id)),
  sections: (row, _args, ctx) => seriesSections(ctx.db, row),
  authors: (row, _args, ctx) => seriesAuthors(ctx.db, row.id),
  viewerIsSubscribed: seriesViewerIsSubscribed,
};

export const Author: AuthorResolvers = {
  name: (row) => sanitizeInline(row.name),
  plainName: (row) => stripMarkup(row.name),
  image: (row) => row.image || null,
  postCount: (row, _args, ctx) => ctx.loaders.publishedCountByAuthorId.load(row.id),
  posts: (row, args, ctx) => queryPosts(ctx.db, { ...args, filter: { authorId: String(row.id) } }),
  series: (row, _args, ctx) => authorSeries(ctx.db, row.id),
  viewerIsSubscribed: authorViewerIsSubscribed,
};
