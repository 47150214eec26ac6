import { and, arrayContains, asc, ilike } from 'drizzle-orm';
import { schema, seriesColumns } from '@openshiur/db';
import { topics } from '@openshiur/reference-data';
import type { QueryResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { parsePageSize, parseSearchText } from '../args/lists';
import { parseOneOf } from '../args/vocabulary';
import { escapeLike } from '../queries/like';
import { nameCursorCondition, nameKey, sortName } from '../queries/name-order';
import { toConnection } from '../queries/pagination';
import { searchConnection } from '../queries/search-engine';
import { listAllSeries } from '../queries/series-query';

const { series } = schema;

/** `Query.allSeries`, `series`, `seriesList` and `topics`: the series and the topics that group them. */
export const seriesQueries: Pick<QueryResolvers, 'allSeries' | 'topics' | 'series' | 'seriesList'> =
  {
    allSeries: (_parent, { includeEmpty }, ctx) =>
      includeEmpty ? listAllSeries(ctx.db, true) : ctx.loaders.seriesWithPublishedPosts(),

    topics: () => topics.map((name, index) => ({ name, index })),

    series: async (_parent, { id }, ctx) =>
      (await ctx.loaders.seriesById.load(parseNumericId(id))) ?? null,

    seriesList: async (_parent, args, ctx) => {
      const limit = parsePageSize(args.first, 20);
      const search = parseSearchText(args.search);
      const topic = args.topic ? parseOneOf(topics, args.topic, 'topic') : undefined;
      if (search && !topic)
        return searchConnection(ctx, 'series', { search, first: limit, after: args.after });
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
  };
