import 'server-only';
import { GetLiveStreamsDocument } from '@openshiur/graphql';
import { loadForRoute } from '@/server/load';
import type { LiveStreamsBody } from '../live-streams-body';

/**
 * Shared caches (a CDN) keep the answer half a minute, browsers ask each time (the badge asks every
 * minute, and at once on a page load); the read behind it is the cached, tagged one, so a stream set
 * Live or Ended shows at the next ask.
 */
const CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** GET /api/streams/live: the streams live now, for the header's badge (fetched after the page loads). */
export async function liveStreamsResponse(): Promise<Response> {
  const { liveStreams } = await loadForRoute(GetLiveStreamsDocument, {});
  const body: LiveStreamsBody = {
    live: liveStreams.map(({ id, title, platform, platformId }) => ({ id, title, platform, platformId })),
  };
  return Response.json(body, { headers: { 'cache-control': CACHE_CONTROL } });
}
