import { connection } from 'next/server';
import { liveStreamsResponse } from '@/features/streams/server/live-streams';

/**
 * GET /api/streams/live: the streams live now, for the header's "Live now" badge, which asks after
 * the page has loaded (so cached pages stay the same for everyone). Answered per request (never
 * prerendered at build), from the cached read.
 */
export async function GET() {
  await connection();
  return liveStreamsResponse();
}
