import { daysBetween, formatShortDate } from '@/lib/calendar-date';

/**
 * How an occurrence ({start, end} dates) stands from today: "Today", "Tomorrow", "In 12 days",
 * "Under way until Apr 9, 2026". `today` must not be after `end` (the caller passes the next one).
 */
export function timingFromToday({ start, end }: { start: string; end: string }, today: string): string {
  const days = daysBetween(today, start);
  if (days > 1) return `In ${days} days`;
  if (days === 1) return 'Tomorrow';
  if (start === end || today === end) return 'Today';
  return `Under way until ${formatShortDate(end)}`;
}
