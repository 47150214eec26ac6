import 'server-only';
import { GetLiveStreamsDocument, type GetLiveStreamsQuery } from '@openshiur/graphql';
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
  let data: GetLiveStreamsQuery;
  try {
    data = await loadForRoute(GetLiveStreamsDocument, {});
  } catch (error) {
    // The badge is a hint on every page: while the database is away it says nothing rather than
    // making each page log a failed request (the pages themselves show the error page).
    console.error('[streams] reading the live streams failed', error);
    const none: LiveStreamsBody = { live: [] };
    return Response.json(none, { headers: { 'cache-control': 'no-store' } });
  }
  const body: LiveStreamsBody = {
    live: data.liveStreams.map(({ id, title, platform, platformId }) => ({ id, title, platform, platformId })),
  };
  return Response.json(body, { headers: { 'cache-control': CACHE_CONTROL } });
}
