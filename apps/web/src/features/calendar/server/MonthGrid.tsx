import styled from 'styled-components';
import { media, theme, VisuallyHidden } from '@openshiur/ui';
import { formatLongDate } from '@/lib/calendar-date';
import { monthLabel, monthWeeks } from '../month';
import { DayItems, HebrewDay } from './DayItems';
import type { MonthData } from './month-data';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The month as a table (wide screens): a row per week from Sunday, a column per weekday with its
 * header, today's cell marked `aria-current="date"`. Phones get MonthList instead (CSS only).
 */
export function MonthGrid({ data }: { data: MonthData }) {
  const days = new Map(data.days.map((day) => [day.date, day]));
  return (
    <Table data-testid="month-grid">
      <caption>{monthLabel(data.month)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" abbr={weekday}>
              {weekday.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(data.month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, column) => {
              const day = date ? days.get(date) : undefined;
              if (!date || !day) return <td key={`blank-${column}`} className="blank" />;
              const isToday = date === data.today;
              return (
                <td key={date} data-date={date} aria-current={isToday ? 'date' : undefined} className={isToday ? 'today' : undefined}>
                  <span className="number" aria-hidden="true">
                    {Number(date.slice(8))}
                  </span>
                  <VisuallyHidden>
                    {formatLongDate(date)}
                    {isToday ? ' (today)' : ''}
                  </VisuallyHidden>
                  <HebrewDay day={day} />
                  <DayItems day={day} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  display: none;
  ${media.wide} {
    display: table;
  }
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    font-size: 1.25rem;
    padding-bottom: ${theme.space.sm};
  }
  th {
    padding: ${theme.space.xs};
    font-weight: 600;
    text-align: left;
    border-bottom: 2px solid ${theme.colors.border};
  }
  td {
    vertical-align: top;
    height: 7.5rem;
    padding: ${theme.space.xs};
    border: 1px solid ${theme.colors.border};
  }
  td.blank {
    background: ${theme.colors.surfaceMuted};
  }
  td.today {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: -3px;
  }
  .number {
    font-weight: 600;
  }
`;
