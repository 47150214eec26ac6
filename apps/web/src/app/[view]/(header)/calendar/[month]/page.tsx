import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { addMonths, monthLabel, monthOf, monthParam, parseMonthParam } from '@/features/calendar/month';
import { MonthCalendar } from '@/features/calendar/server/MonthCalendar';
import { siteToday } from '@/server/site-date';

type Props = PageProps<'/[view]/calendar/[month]'>;

/** A malformed or out-of-range month (`2026-13`, `1800-01`, `december`) is the 404 page, never a 500. */
function monthOrNotFound(value: string) {
  return parseMonthParam(value) ?? notFound();
}

/** This month and the next are prerendered; any other month is rendered on its first visit, then cached. */
export async function generateStaticParams() {
  const month = monthOf((await siteToday()).iso);
  return [month, addMonths(month, 1)].map((each) => ({ month: monthParam(each) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const month = monthOrNotFound((await params).month);
  return {
    title: `Calendar: ${monthLabel(month)}`,
    description: `Events, Jewish holidays and fasts in ${monthLabel(month)}.`,
  };
}

/**
 * `/calendar/YYYY-MM`: one month, its own cacheable page. Its reads are all cached, so it renders
 * whole, without a `<Suspense>` boundary: the prerendered HTML shows the month without JavaScript.
 */
export default async function CalendarMonthPage({ params }: Props) {
  return <MonthCalendar month={monthOrNotFound((await params).month)} />;
}
