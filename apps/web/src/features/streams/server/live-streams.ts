import 'server-only';
import { GetLiveStreamsDocument } from '@openshiur/graphql';
import { loadForRoute } from '@/server/load';
import type { LiveStreamsBody } from '../live-streams-body';

/**
 * Shared caches keep the answer half a minute (the badge asks every minute); the read behind it is
 * the cached, tagged one, so a stream set Live or Ended shows at the next ask.
 */
const CACHE_CONTROL = 'public, max-age=30, s-maxage=30, stale-while-revalidate=30';

/** GET /api/streams/live: the streams live now, for the header's badge (fetched after the page loads). */
export async function liveStreamsResponse(): Promise<Response> {
  const { liveStreams } = await loadForRoute(GetLiveStreamsDocument, {});
  const body: LiveStreamsBody = {
    live: liveStreams.map(({ id, title, platform, platformId }) => ({ id, title, platform, platformId })),
  };
  return Response.json(body, { headers: { 'cache-control': CACHE_CONTROL } });
}
