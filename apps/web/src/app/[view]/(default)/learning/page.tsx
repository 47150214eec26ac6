import type { Metadata } from 'next';
import { Suspense } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { Hebrew } from '@/features/learning/Hebrew';
import { TodayLearning } from '@/features/learning/server/TodayLearning';
import { formatDay } from '@/features/learning/server/calendar-day';
import { todayEntries } from '@/features/learning/server/today-entries';
import { learningToday } from '@/features/learning/server/today';
import { hebrewDay } from '@/features/learning/server/week';

export const metadata: Metadata = {
  title: 'Daily learning',
  description:
    'Today’s Daf Yomi, Amud Yomi, Mishna Yomi, Nach Yomi, Yerushalmi, Rambam, Kitzur and daily mitzvah, with their shiurim, schedules and calendars.',
};

/** `/learning`: every daily-study programme with today's unit, its shiurim and its schedule. */
export default function LearningPage() {
  return (
    <>
      <h1>Daily learning</h1>
      <Intro>
        Learn along with a daily programme: each card links to today’s shiurim, the text, and the
        whole schedule, which you can also add to your calendar.
      </Intro>
      <Suspense fallback={<p>Finding today’s learning…</p>}>
        <Today />
      </Suspense>
    </>
  );
}

async function Today() {
  const today = await learningToday();
  const { english, hebrew } = hebrewDay(today);
  return (
    <section aria-labelledby="today-heading">
      <DateHeading id="today-heading">
        Today, <time dateTime={today}>{formatDay(today)}</time>
        <HebrewDate>
          {english} · <Hebrew>{hebrew}</Hebrew>
        </HebrewDate>
      </DateHeading>
      <TodayLearning entries={todayEntries(today)} full />
    </section>
  );
}

const Intro = styled.p`
  max-width: 720px;
  color: ${theme.colors.muted};
`;

const DateHeading = styled.h2`
  margin: ${theme.space.lg} 0 ${theme.space.md};
  font-size: 1.375rem;
`;

const HebrewDate = styled.span`
  display: block;
  font-size: 1rem;
  font-weight: 400;
  color: ${theme.colors.muted};
`;
