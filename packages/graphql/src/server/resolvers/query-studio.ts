import { postStatuses, type PostStatus } from '@openshiur/reference-data';
import type { QueryResolvers, StudioPostResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { badUserInput } from '../errors';
import { readStudioPosts, type StudioPostFilter } from '../queries/studio-posts';
import { requireRole } from '../roles';

/** Longer searches are typing accidents or probes; the title column holds nothing near this. */
const MAX_SEARCH_LENGTH = 200;
/** Far beyond any real catalogue's last page, and small enough that OFFSET stays an integer. */
const MAX_PAGE = 100_000;

function studioFilter(input: Record<string, unknown> | null | undefined): StudioPostFilter {
  if (!input) return {};
  const filter: StudioPostFilter = {};
  if (input.search != null) {
    const search = String(input.search);
    if (search.length > MAX_SEARCH_LENGTH) throw badUserInput(`Search for at most ${MAX_SEARCH_LENGTH} characters`, 'filter.search');
    filter.search = search;
  }
  if (input.status != null) {
    // The schema's enum has already checked it; the guard keeps the database's own list authoritative.
    if (!postStatuses.includes(input.status as PostStatus)) throw badUserInput('Unknown status', 'filter.status');
    filter.status = input.status as PostStatus;
  }
  if (input.seriesId != null) filter.seriesId = parseNumericId(input.seriesId, 'filter.seriesId');
  if (input.authorId != null) filter.authorId = parseNumericId(input.authorId, 'filter.authorId');
  return filter;
}

/** `Query.studioPosts`: the studio's list of posts in every status, for editors only. */
export const studioQueries: Pick<QueryResolvers, 'studioPosts'> = {
  studioPosts: async (_parent, { filter, page }, ctx) => {
    await requireRole(ctx, 'editor');
    const pageNumber = page ?? 1;
    if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_PAGE) {
      throw badUserInput(`page must be a whole number from 1 to ${MAX_PAGE}`, 'page');
    }
    return readStudioPosts(ctx.db, studioFilter(filter), pageNumber);
  },
};

/** `StudioPost`: a row of that list with its series and credited authors. */
export const StudioPost: StudioPostResolvers = {
  series: (post, _args, ctx) => (post.seriesId === null ? null : ctx.loaders.seriesById.load(post.seriesId)),
  authors: (post, _args, ctx) => ctx.loaders.authorsByPostId.load(post.id),
};
