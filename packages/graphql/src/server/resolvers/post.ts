import { resolveMasechta } from '@openshiur/reference-data';
import type { LearningReferenceResolvers, PostResolvers } from '../../generated/resolvers';
import { sanitizeBody } from '../sanitize';

/**
 * The `Post` type as every list shows it: sanitized body, series, authors, tags and its learning
 * reference. The fields only the post page at /p/{id} asks for are in post-detail.ts.
 */
export const Post: PostResolvers = {
  body: (post) => (post.body ? sanitizeBody(post.body) : null),
  topics: (post) => post.topics ?? [],
  holidays: (post) => post.holidays ?? [],
  series: async (post, _args, ctx) =>
    post.seriesId ? ctx.loaders.seriesById.load(post.seriesId) : null,
  authors: (post, _args, ctx) => ctx.loaders.authorsByPostId.load(post.id),
  tags: (post, _args, ctx) => ctx.loaders.tagsByPostId.load(post.id),
  learning: (post) => post,
};

/** `LearningReference`: the post's own row, read through the reference fields. */
export const LearningReference: LearningReferenceResolvers = {
  masechtaSlug: (post) => (post.masechta ? (resolveMasechta(post.masechta)?.slug ?? null) : null),
};
