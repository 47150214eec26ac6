import type { Metadata } from 'next';
import { CurrentMonthCalendar } from '@/features/calendar/server/CurrentMonthCalendar';

export const metadata: Metadata = {
  title: 'Calendar',
  description: 'Our events, and the Jewish holidays, fasts and Rosh Chodesh, month by month.',
};

/**
 * `/calendar`: the current month (each month also has its own address, `/calendar/YYYY-MM`). No
 * `<Suspense>` around it: every read is cached, so the month is in the prerendered HTML itself,
 * not streamed into a hidden element that only JavaScript reveals.
 */
export default function CalendarPage() {
  return <CurrentMonthCalendar />;
}
