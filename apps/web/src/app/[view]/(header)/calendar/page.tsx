import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CurrentMonthCalendar } from '@/features/calendar/server/CurrentMonthCalendar';

export const metadata: Metadata = {
  title: 'Calendar',
  description: 'Our events, and the Jewish holidays, fasts and Rosh Chodesh, month by month.',
};

/** `/calendar`: the current month (each month also has its own address, `/calendar/YYYY-MM`). */
export default function CalendarPage() {
  return (
    <Suspense fallback={<h1>Calendar</h1>}>
      <CurrentMonthCalendar />
    </Suspense>
  );
}
