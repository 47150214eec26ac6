import 'server-only';
import { GetStreamDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { siteOrigin } from '@/features/account/server/session';
import { calendarHeaders, notFound } from '@/features/calendar/server/calendar-files';
import { writeCalendar } from '@/server/ics/ics-writer';
import { loadForRoute } from '@/server/load';
import { channelPath } from '../stream-links';

/** Without an end, a stream is put in the calendar for an hour. */
const DEFAULT_LENGTH_MS = 3_600_000;

/**
 * `/channels/streams/{id}/stream.ics`: a stream as a calendar entry (the calendar feature's writer
 * and headers), pointing at its channel's section of /channels. UID: the stream's id at the site's
 * host, so an app updates the entry when the file is fetched again after a change.
 */
export async function streamFileResponse(request: Request, id: string): Promise<Response> {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return notFound('stream');
  const { stream } = await loadForRoute(GetStreamDocument, { id });
  if (!stream) return notFound('stream');
  const site = siteOrigin(request);
  const start = new Date(stream.startsAt);
  const url = new URL(channelPath(stream.platformId), site).href;
  const body = writeCalendar({
    product: 'Streams',
    stamp: new Date(),
    events: [
      {
        uid: `stream-${stream.id}@${new URL(site).host}`,
        summary: stream.title,
        description: [stream.description, `Live on ${env.SITE_NAME}, ${stream.platform}: ${url}`].filter(Boolean).join('\n\n'),
        url,
        start,
        end: stream.endsAt ? new Date(stream.endsAt) : new Date(start.getTime() + DEFAULT_LENGTH_MS),
      },
    ],
  });
  return new Response(body, { headers: calendarHeaders(`stream-${stream.id}.ics`, 'attachment') });
}
