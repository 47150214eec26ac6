import type { AuthorResolvers } from '../../generated/resolvers';
import { authorSeries } from '../queries/credits';
import { queryPosts } from '../queries/post-query';
import { sanitizeInline, stripMarkup } from '../sanitize';

/** The `Author` type: the name with and without markup, their posts and series, the follow state. */
export const Author: AuthorResolvers = {
  name: (row) => sanitizeInline(row.name),
  plainName: (row) => stripMarkup(row.name),
  // The studio writes it as HTML; the site shows it as a paragraph of text and a meta description.
  bio: (row) => (row.bio ? stripMarkup(row.bio) || null : null),
  image: (row) => row.image || null,
  postCount: (row, _args, ctx) => ctx.loaders.publishedCountByAuthorId.load(row.id),
  posts: (row, args, ctx) => queryPosts(ctx.db, { ...args, filter: { authorId: String(row.id) } }),
  series: (row, _args, ctx) => authorSeries(ctx.db, row.id),
  /** Whether the viewer follows the author: one read of the viewer's subscriptions per request. */
  viewerIsSubscribed: async (row, _args, ctx) =>
    (await ctx.currentUser.subscriptions()).authors.has(row.id),
};
