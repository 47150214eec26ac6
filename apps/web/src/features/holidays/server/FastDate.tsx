import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { formatLongDate, addDays } from '@/lib/calendar-date';
import { timingFromToday } from '@/features/holidays/holiday-timing';
import type { Occurrence } from '@/features/holidays/server/occurrences';
import { LeadKicker, LeadPanel } from '@/components/shiur-lists/panels';

/**
 * The next date of a fast, with its Hebrew date and, when its date falls on Shabbos, that it is
 * postponed to Sunday. A major fast (Tisha b'Av) begins at sundown the evening before; a minor one
 * (Tzom Gedalia) at dawn.
 */
export function FastDate({ name, occurrence, today, major }: {
  name: string;
  occurrence: Occurrence;
  today: string;
  major: boolean;
}) {
  return (
    <LeadPanel aria-labelledby="fast-date">
      <LeadKicker id="fast-date">
        {occurrence.start === today ? `${name} is today` : `Next ${name}`} · {timingFromToday(occurrence, today)}
      </LeadKicker>
      <Day>
        <time dateTime={occurrence.start}>{formatLongDate(occurrence.start)}</time>
      </Day>
      <p>
        {occurrence.hebrewStart.english} · <span lang="he">{occurrence.hebrewStart.hebrew}</span>
      </p>
      {occurrence.moved ? (
        <Notice role="note">
          <strong>{occurrence.moved.direction === 'postponed' ? 'Postponed (nidcheh).' : 'Moved earlier.'}</strong> Its date,{' '}
          {formatLongDate(occurrence.moved.from)}, is Shabbos, so the fast is kept on{' '}
          {occurrence.moved.direction === 'postponed' ? 'Sunday' : 'the day before'}.
        </Notice>
      ) : null}
      <p>
        {major
          ? `The fast begins at sundown on ${formatLongDate(addDays(occurrence.start, -1))} and ends at nightfall.`
          : 'The fast runs from dawn until nightfall.'}{' '}
        Times depend on where you are: check a local calendar.
      </p>
    </LeadPanel>
  );
}

const Day = styled.p`
  font-size: clamp(1.5rem, 4vw, 2.125rem);
  font-weight: 700;
`;

const Notice = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-left: 4px solid ${theme.colors.accent};
  background: #fdf6e3;
`;
