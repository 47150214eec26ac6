import { cacheLife } from 'next/cache';
import { env } from '@/env';
import { writeCalendar } from '@/server/ics/ics-writer';
import { learningCalendar } from '@/features/learning/server/learning-calendar';
import { findProgramme } from '@/features/learning/server/programmes';
import { siteOrigin } from '@/features/account/server/session';
import { siteToday } from '@/server/site-date';

/**
 * `/learning/{programme}/calendar.ics`: the programme's daily units as an iCalendar feed (a month
 * back, a year ahead), for subscribing by webcal:// or downloading. Event links point at SITE_URL,
 * or at the origin the request came to when it is not configured.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/[view]/learning/[programme]/calendar.ics'>,
) {
  const programme = findProgramme((await params).programme);
  if (!programme)
    return new Response('No such daily-learning programme', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  const body = await calendarBody(programme.id, siteOrigin(request));
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="${programme.id}.ics"`,
      // The window moves once a day; calendar apps re-fetch daily (REFRESH-INTERVAL).
      'cache-control': 'public, max-age=3600',
    },
  });
}

/**
 * A year of daily events, cached (until the site's midnight at the latest, through `siteToday`):
 * built for every request it took a second and more of a busy server's time.
 */
async function calendarBody(programmeId: string, siteUrl: string): Promise<string> {
  'use cache';
  cacheLife('content');
  const programme = findProgramme(programmeId)!;
  const today = (await siteToday()).iso;
  return writeCalendar(learningCalendar(programme, { today, siteUrl, siteName: env.SITE_NAME }));
}
