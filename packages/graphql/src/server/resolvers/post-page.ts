import type { PostPageResolvers } from '../../generated/resolvers';

/** Derived figures of a numbered page (see series-posts.ts). */
export const PostPage: PostPageResolvers = {
  pageCount: (page) => Math.max(1, Math.ceil(page.total / page.pageSize)),
  firstPosition: (page) => (page.page - 1) * page.pageSize + 1,
};
