import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import styled from 'styled-components';
import type { Holiday } from '@openshiur/reference-data';
import { PagedPosts } from '@/components/shiur-lists/server/PagedPosts';
import { Breadcrumbs } from '@/components/navigation/Breadcrumbs';
import { env } from '@/env';
import { formatDateSpan } from '@/lib/calendar-date';
import { holidayBySlug, holidayHref } from '@/features/holidays/holiday-slugs';
import { timingFromToday } from '@/features/holidays/holiday-timing';
import { holidayRules } from '@/features/holidays/server/holiday-rules';
import { nextOccurrences, windowFrom } from '@/features/holidays/server/occurrences';
import { siteToday } from '@/server/site-date';
import { holidays } from '@openshiur/reference-data';
import { holidaySlug } from '@/features/holidays/holiday-slugs';
import { CardGrid } from '@/components/shiur-lists/panels';
import { pageQuery } from '@/server/page-view';

type Props = PageProps<'/[view]/holidays/[slug]'>;

function holidayOrNotFound(slug: string): Holiday {
  const holiday = holidayBySlug(slug);
  if (!holiday) notFound();
  return holiday;
}

/** Every holiday's page is prerendered (24, one query each). */
export const generateStaticParams = () => holidays.map((holiday) => ({ slug: holidaySlug(holiday) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const holiday = holidayOrNotFound((await params).slug);
  return { title: `${holiday} · Shiurim by holiday`, description: `Shiurim for ${holiday}, and its dates in the coming years.` };
}

/** How many coming occurrences the page lists. */
const UPCOMING = 3;

/** One holiday: its next dates and every shiur tagged with it. */
export default async function HolidayPage({ params, searchParams: requestSearchParams }: Props) {
  const searchParams = pageQuery(params, requestSearchParams);
  const holiday = holidayOrNotFound((await params).slug);
  const today = await siteToday();
  const upcoming = nextOccurrences(holidayRules[holiday], today.iso, windowFrom(today.iso, env.SITE_IN_ISRAEL, UPCOMING), UPCOMING);
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Holidays', href: '/holidays' }, { label: holiday }]} />
      <h1>{holiday}</h1>
      <section aria-labelledby="dates">
        <h2 id="dates">Coming dates</h2>
        <Dates as="ol" $min="16rem">
          {upcoming.map((occurrence) => (
            <li key={occurrence.start}>
              <time dateTime={occurrence.start}>{formatDateSpan(occurrence.start, occurrence.end)}</time>
              <span>
                {occurrence.hebrewStart.english} · <span lang="he">{occurrence.hebrewStart.hebrew}</span>
              </span>
              <small>
                {timingFromToday(occurrence, today.iso)}
                {occurrence.moved?.direction === 'postponed' ? ' · postponed from Shabbos' : ''}
              </small>
            </li>
          ))}
        </Dates>
      </section>
      <section aria-labelledby="shiurim">
        <h2 id="shiurim">Shiurim for {holiday}</h2>
        <Suspense fallback={<p>Loading shiurim…</p>}>
          <PagedPosts
            filter={{ holiday }}
            path={holidayHref(holiday)}
            searchParams={searchParams}
            emptyText={`No shiurim for ${holiday} yet.`}
          />
        </Suspense>
      </section>
    </>
  );
}

const Dates = styled(CardGrid)`
  & time {
    font-weight: 700;
  }
`;
