import { platforms } from '@openshiur/reference-data';
import type { MutationResolvers, QueryResolvers, StreamResolvers, StudioStreamResolvers } from '../../generated/resolvers';
import { parseNumericId } from '../args/ids';
import { parseStreamInput } from '../args/stream-input';
import { parseStudioListArgs, saveTargetOf } from '../args/studio-list';
import { badUserInput } from '../errors';
import { deleteStream, listStreams, listStudioStreams, readStream, readStudioStream, writeStream } from '../queries/streams';
import { requireActor, requireRole } from '../roles';
import { reportContentChange } from './content-changed';

const MAX_STREAMS = 100;
const platformNames = new Set(platforms.map((platform) => platform.name));

/** The channels' streams for visitors, and the studio's list and form of them (editors only). */
export const streamQueries: Pick<QueryResolvers, 'streams' | 'liveStreams' | 'stream' | 'studioStreams' | 'studioStream'> = {
  streams: (_parent, { platform, status, first }, ctx) => {
    if (platform != null && !platformNames.has(platform)) throw badUserInput('No such platform', 'platform');
    const limit = first ?? 50;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_STREAMS) throw badUserInput(`first must be between 1 and ${MAX_STREAMS}`, 'first');
    return listStreams(ctx.db, { platform: platform ?? null, status: status ?? null, first: limit });
  },
  liveStreams: (_parent, _args, ctx) => listStreams(ctx.db, { platform: null, status: 'Live', first: MAX_STREAMS }),
  stream: (_parent, { id }, ctx) => readStream(ctx.db, parseNumericId(id)),
  studioStreams: async (_parent, args, ctx) => {
    await requireRole(ctx, 'editor');
    const { search, page } = parseStudioListArgs(args);
    return listStudioStreams(ctx.db, search, page);
  },
  studioStream: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'editor');
    return readStudioStream(ctx.db, parseNumericId(id));
  },
};

export const streamMutations: Pick<MutationResolvers, 'saveStream' | 'deleteStream'> = {
  saveStream: async (_parent, { id, baseUpdatedAt, input }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const saved = await writeStream(ctx.db, saveTargetOf(id, baseUpdatedAt), parseStreamInput(input), actor);
    await reportContentChange(ctx, { type: 'stream', id: String(saved.id), change: saved.change });
    // The recording's post: its pages, the lists it joins and the search index (as savePost's report does).
    if (saved.post) await reportContentChange(ctx, { type: 'post', id: String(saved.post.id), change: saved.post.change });
    return (await readStudioStream(ctx.db, saved.id))!;
  },
  deleteStream: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const streamId = parseNumericId(id);
    await deleteStream(ctx.db, streamId, actor);
    await reportContentChange(ctx, { type: 'stream', id: String(streamId), change: 'deleted' });
    return String(streamId);
  },
};

export const StudioStream: StudioStreamResolvers = {
  postId: (stream) => (stream.postId === null ? null : String(stream.postId)),
};

export const Stream: StreamResolvers = {
  post: (stream) => stream.post,
};
