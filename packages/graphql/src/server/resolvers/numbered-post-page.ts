import type { PostPageResolvers } from '../../generated/resolvers';

/**
 * The `PostPage` type: one numbered page of a list of posts (`Series.postPage`, built by
 * queries/series-posts.ts), not the post page at /p/{id}. These are its derived figures.
 */
export const PostPage: PostPageResolvers = {
  pageCount: (page) => Math.max(1, Math.ceil(page.total / page.pageSize)),
  firstPosition: (page) => (page.page - 1) * page.pageSize + 1,
};
