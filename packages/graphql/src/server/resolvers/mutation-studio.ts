import type {
  MutationResolvers,
  PostRevisionDetailResolvers,
  PostRevisionResolvers,
  QueryResolvers,
  StudioPostDetailResolvers,
} from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { parsePostInput } from '../args/post-input';
import { saveTargetOf } from '../args/studio-list';
import { badUserInput } from '../errors';
import { actorLabel, listRevisions } from '../queries/post-revisions';
import { readStudioChoices, readStudioPost, readStudioPostRevision, writeStudioPost } from '../queries/studio-post';
import { requireActor, requireRole } from '../roles';

/** `Query.studioPost`: one post in any status, for the studio's form. */
export const studioPostQueries: Pick<QueryResolvers, 'studioPost' | 'studioPostRevision' | 'studioChoices' | 'mediaUploadEndpoint'> = {
  mediaUploadEndpoint: async (_parent, _args, ctx) => {
    await requireRole(ctx, 'editor');
    return ctx.mediaUploadEndpoint;
  },
  studioPost: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioPost(ctx.db, parseNumericId(id));
  },
  studioPostRevision: async (_parent, { id, revision }, ctx) => {
    await requireRole(ctx, 'editor');
    if (!Number.isInteger(revision) || revision < 1) throw badUserInput('revision must be 1 or more', 'revision');
    return readStudioPostRevision(ctx.db, parseNumericId(id), revision);
  },
  studioChoices: async (_parent, _args, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioChoices(ctx.db);
  },
};

/** `Mutation.savePost`: create or save a post, then tell the site what changed. */
export const studioMutations: Pick<MutationResolvers, 'savePost'> = {
  savePost: async (_parent, { id, baseUpdatedAt, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const target = saveTargetOf(id, baseUpdatedAt);
    const write = parsePostInput(input);
    const saved = await writeStudioPost(ctx.db, target, write, actor);
    try {
      await ctx.contentChanged([{ type: 'post', id: String(saved.id), change: saved.change }]);
    } catch (error) {
      // The post is saved; stale pages expire on their own (cacheLife) and the indexer catches up.
      console.error('[graphql] savePost: telling the site about the change failed', error);
    }
    return (await readStudioPost(ctx.db, saved.id))!;
  },
};

/** Ids leave as GraphQL IDs (strings). */
export const StudioPostDetail: StudioPostDetailResolvers = {
  seriesId: (post) => (post.seriesId === null ? null : String(post.seriesId)),
  authorIds: (post) => post.authorIds.map(String),
  // Only the studio reads it (studioPost needs the editor role), so no check of its own.
  revisions: (post, _args, ctx) => listRevisions(ctx.db, post.id),
};

export const PostRevision: PostRevisionResolvers = {
  savedBy: (revision) => actorLabel(revision.savedBy),
};

export const PostRevisionDetail: PostRevisionDetailResolvers = {
  savedBy: (revision) => actorLabel(revision.savedBy),
};
