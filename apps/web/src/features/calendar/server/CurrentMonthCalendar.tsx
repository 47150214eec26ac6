import { siteToday } from '@/server/site-date';
import { monthOf } from '../month';
import { MonthCalendar } from './MonthCalendar';

/** `/calendar`: this month in SITE_TIMEZONE. The page turns over with the date (siteToday's lifetime). */
export async function CurrentMonthCalendar() {
  const today = await siteToday();
  return <MonthCalendar month={monthOf(today.iso)} />;
}
