import type { Metadata } from 'next';
import styled from 'styled-components';
import { TitleWithHebrew } from '@/components/shiur-lists/TitleWithHebrew';
import { FastDate } from '@/features/holidays/server/FastDate';
import { ShiurimPreview } from '@/features/holidays/server/ShiurimPreview';
import { env } from '@/env';
import { formatDateSpan } from '@/lib/calendar-date';
import { holidayHref } from '@/features/holidays/holiday-slugs';
import { holidayRules } from '@/features/holidays/server/holiday-rules';
import { nextOccurrence } from '@/features/holidays/server/occurrences';
import { siteToday } from '@/server/site-date';

export const metadata: Metadata = {
  title: "Tisha b'Av",
  description: "When Tisha b'Av falls this year, and shiurim for the fast and the Three Weeks.",
};

/** Tisha b'Av: the next fast (postponed when 9 Av is Shabbos), the Three Weeks, and their shiurim. */
export default async function TishaBavPage() {
  const today = await siteToday();
  const fast = nextOccurrence(holidayRules["Tisha b'Av"], today.iso, env.SITE_IN_ISRAEL);
  const threeWeeks = nextOccurrence(holidayRules['The Three Weeks'], today.iso, env.SITE_IN_ISRAEL);
  return (
    <>
      <TitleWithHebrew hebrew="תשעה באב">Tisha b&apos;Av</TitleWithHebrew>
      <Intro>
        The fast of the ninth of Av mourns the destruction of both Batei HaMikdash and the tragedies of our exile.
        Kinnos, the laws of the day and the lessons of the churban.
      </Intro>
      {fast ? <FastDate name="Tisha b'Av" occurrence={fast} today={today.iso} major /> : null}
      {threeWeeks ? (
        <p>
          The Three Weeks, from 17 Tammuz to 9 Av:{' '}
          <time dateTime={threeWeeks.start}>{formatDateSpan(threeWeeks.start, threeWeeks.end)}</time>.
        </p>
      ) : null}
      <ShiurimPreview
        id="tisha-bav-shiurim"
        title="Shiurim for Tisha b'Av"
        filter={{ holiday: "Tisha b'Av" }}
        count={10}
        more={{ href: holidayHref("Tisha b'Av"), label: "All shiurim for Tisha b'Av" }}
      />
      <ShiurimPreview
        id="three-weeks-shiurim"
        title="The Three Weeks"
        filter={{ holiday: 'The Three Weeks' }}
        count={5}
        more={{ href: holidayHref('The Three Weeks'), label: 'All shiurim for the Three Weeks' }}
      />
    </>
  );
}


const Intro = styled.p`
  max-width: 46rem;
`;
