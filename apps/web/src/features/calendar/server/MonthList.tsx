import styled from 'styled-components';
import { media, theme } from '@openshiur/ui';
import { formatLongDate } from '@/lib/calendar-date';
import { monthLabel } from '../month';
import { DayItems, HebrewDay } from './DayItems';
import type { MonthData } from './month-data';

/**
 * The month on phones: only the days that have something (and today), as a list. Shown below the
 * 960px breakpoint instead of the grid, by CSS alone (no JavaScript).
 */
export function MonthList({ data }: { data: MonthData }) {
  const days = data.days.filter((day) => day.holidays.length > 0 || day.events.length > 0 || day.date === data.today);
  return (
    <List aria-label={`${monthLabel(data.month)}, day by day`} data-testid="month-list">
      {days.length === 0 ? <p>Nothing on the calendar this month.</p> : null}
      <ol>
        {days.map((day) => (
          <li key={day.date} data-date={day.date} aria-current={day.date === data.today ? 'date' : undefined}>
            <h3>
              {formatLongDate(day.date).replace(/, \d{4}$/, '')}
              {day.date === data.today ? <span className="today"> · Today</span> : null}
            </h3>
            <HebrewDay day={day} />
            <DayItems day={day} />
          </li>
        ))}
      </ol>
    </List>
  );
}

const List = styled.section`
  ${media.wide} {
    display: none;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  .today {
    color: ${theme.colors.primary};
  }
`;
