import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetHolidayShiurimCountsDocument } from '@openshiur/graphql';
import { holidays } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { formatDateSpan } from '@/lib/calendar-date';
import { holidayHref } from '@/features/holidays/holiday-slugs';
import { timingFromToday } from '@/features/holidays/holiday-timing';
import { holidayRules } from '@/features/holidays/server/holiday-rules';
import { nextOccurrences, windowFrom } from '@/features/holidays/server/occurrences';
import { load } from '@/server/load';
import { siteToday } from '@/server/site-date';
import { CardGrid } from '@/components/shiur-lists/panels';

export const metadata: Metadata = {
  title: 'Shiurim by holiday',
  description: 'Every holiday and special Shabbos with its next date and its shiurim.',
};

/** Every holiday of the list, the soonest first, with its next date and its number of shiurim. */
export default async function HolidaysPage() {
  const [{ holidayShiurimCounts }, today] = await Promise.all([load(GetHolidayShiurimCountsDocument, {}), siteToday()]);
  const window = windowFrom(today.iso, env.SITE_IN_ISRAEL);
  const counts = new Map(holidayShiurimCounts.map((row) => [row.holiday, row.postCount]));
  const rows = holidays
    .map((holiday) => {
      const [next] = nextOccurrences(holidayRules[holiday], today.iso, window);
      return { holiday, postCount: counts.get(holiday) ?? 0, next };
    })
    .sort((a, b) => (a.next?.start ?? '9999').localeCompare(b.next?.start ?? '9999') || a.holiday.localeCompare(b.holiday));
  return (
    <>
      <h1>Shiurim by holiday</h1>
      <Intro>
        Prepare for the coming Yom Tov, fast or special Shabbos: each one with its next date and the shiurim
        given for it, the soonest first. Dates follow the {env.SITE_IN_ISRAEL ? 'Israeli' : 'diaspora'} calendar.
      </Intro>
      <List $min="20rem">
        {rows.map(({ holiday, postCount, next }) => (
          <li key={holiday}>
            <Link href={holidayHref(holiday)}>{holiday}</Link>
            {next ? (
              <>
                <time dateTime={next.start}>{formatDateSpan(next.start, next.end)}</time>
                <span>{next.hebrewStart.english}</span>
              </>
            ) : null}
            <small>
              {next ? `${timingFromToday(next, today.iso)} · ` : ''}
              {postCount} {postCount === 1 ? 'shiur' : 'shiurim'}
            </small>
          </li>
        ))}
      </List>
    </>
  );
}

const Intro = styled.p`
  max-width: 46rem;
`;

const List = styled(CardGrid)`
  margin-bottom: 0;

  & > li > a {
    font-size: 1.125rem;
    font-weight: 700;
    color: ${theme.colors.primary};
  }

  & > li > time {
    font-weight: 600;
  }

  & > li > small {
    margin-top: auto;
    font-size: 0.875rem;
  }
`;
