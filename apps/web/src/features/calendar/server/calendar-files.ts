import 'server-only';
import { cacheLife } from 'next/cache';
import { GetEventDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { siteOrigin } from '@/features/account/server/session';
import { addDays } from '@/lib/calendar-date';
import { instantOfWallTime } from '@/lib/zoned-date';
import { eventIcsDocument, eventsFeedDocument } from '@/server/ics/event-ics';
import { loadForRoute } from '@/server/load';
import { siteToday } from '@/server/site-date';
import { eventsBetween } from './events-between';

/**
 * The calendar's files: the events feed (`/calendar/events.ics`) and one event's file
 * (`/events/{id}/event.ics`). Addresses inside point at SITE_URL, or at the origin the request
 * came to when it is not configured, as the learning feeds do.
 */

/** The feed's rolling window: about three months back (recent events stay) to eighteen ahead. */
export const FEED_DAYS_BACK = 92;
export const FEED_DAYS_AHEAD = 548;

/** A calendar file's headers (the streams' files use them too). */
export const calendarHeaders = (filename: string, disposition: 'inline' | 'attachment') => ({
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': `${disposition}; filename="${filename}"`,
  // Events change now and then; calendar apps re-fetch daily anyway (REFRESH-INTERVAL).
  'cache-control': 'public, max-age=900',
});

export const notFound = (what: string) =>
  new Response(`No such ${what}.\n`, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function eventsFeedResponse(request: Request): Promise<Response> {
  return new Response(await feedBody(siteOrigin(request)), { headers: calendarHeaders('events.ics', 'inline') });
}

/**
 * The feed's text, cached (renewed by the content tags of the events it holds, and at the site's
 * midnight at the latest through `siteToday`, when the window moves).
 */
async function feedBody(siteUrl: string): Promise<string> {
  'use cache';
  cacheLife('content');
  const today = (await siteToday()).iso;
  const midnight = (day: string) => instantOfWallTime(`${day}T00:00`, env.SITE_TIMEZONE)!;
  const events = await eventsBetween(midnight(addDays(today, -FEED_DAYS_BACK)), midnight(addDays(today, FEED_DAYS_AHEAD)), {
    forRoute: true,
  });
  return eventsFeedDocument(events, { url: siteUrl, name: env.SITE_NAME }, today);
}

/** One event as a download; an id that names no event is a 404 (without asking the database when malformed). */
export async function eventFileResponse(request: Request, id: string): Promise<Response> {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return notFound('event');
  const { event } = await loadForRoute(GetEventDocument, { id });
  if (!event) return notFound('event');
  const body = eventIcsDocument(event, { url: siteOrigin(request), name: env.SITE_NAME });
  return new Response(body, { headers: calendarHeaders(`event-${event.id}.ics`, 'attachment') });
}
