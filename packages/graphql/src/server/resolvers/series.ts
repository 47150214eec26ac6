import type { SeriesResolvers } from '../../generated/resolvers';
import { seriesAuthors } from '../queries/credits';
import { querySeriesPosts, seriesPostPage, seriesSections } from '../queries/series-posts';
import { stripMarkup } from '../sanitize';

/** The `Series` type: its posts in the series' order, its sections, its teachers and its follow state. */
export const Series: SeriesResolvers = {
  // The studio writes it as HTML; the site shows it as a paragraph of text and a meta description.
  description: (row) => (row.description ? stripMarkup(row.description) || null : null),
  postCount: (row, _args, ctx) => ctx.loaders.publishedCountBySeriesId.load(row.id),
  posts: (row, args, ctx) => querySeriesPosts(ctx.db, row, args),
  postPage: (row, args, ctx) =>
    seriesPostPage(ctx.db, row, args, () => ctx.loaders.publishedCountBySeriesId.load(row.id)),
  sections: (row, _args, ctx) => seriesSections(ctx.db, row),
  authors: (row, _args, ctx) => seriesAuthors(ctx.db, row.id),
  /** Whether the viewer follows the series: one read of the viewer's subscriptions per request. */
  viewerIsSubscribed: async (row, _args, ctx) =>
    (await ctx.currentUser.subscriptions()).series.has(row.id),
  /** When the newest Published post came out: the home page's featured series are chosen by it. */
  latestPostAt: (row, _args, ctx) => ctx.loaders.latestPostAtBySeriesId.load(row.id),
};
