import type { MutationResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { effectiveListenedAt, parsePositionSeconds } from '../args/listening-progress';
import type { GraphQLContext } from '../context';
import { badUserInput } from '../errors';
import { saveListeningProgress } from '../queries/listening-progress';

async function requirePublishedPost(ctx: GraphQLContext, id: unknown): Promise<number> {
  const postId = parseNumericId(id, 'postId');
  const post = await ctx.loaders.publishedPostById.load(postId);
  if (!post) throw badUserInput(`There is no shiur with id "${String(id)}"`, 'postId');
  return postId;
}

/**
 * `Mutation.saveListeningProgress`: one row per user and post. The player saves every few seconds
 * while playing and at once on seek, pause and leaving the page, so two saves can be in flight
 * together; a save older than the stored one (by `listenedAt`) changes nothing and gets the stored
 * position back. UNAUTHENTICATED when anonymous, BAD_USER_INPUT for a malformed id, an unknown or
 * hidden post or an impossible position; cookie requests must pass the CSRF check like every
 * mutation.
 */
export const listeningProgressMutations: Pick<MutationResolvers, 'saveListeningProgress'> = {
  saveListeningProgress: async (_parent, args, ctx) => {
    const user = await ctx.currentUser.requireUser();
    const positionSeconds = parsePositionSeconds(args.positionSeconds);
    const updatedAt = effectiveListenedAt(args.listenedAt, new Date());
    const postId = await requirePublishedPost(ctx, args.postId);
    return saveListeningProgress(ctx.db, { userId: user.id, postId, positionSeconds, updatedAt });
  },
};
