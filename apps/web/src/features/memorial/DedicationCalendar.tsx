import styled from 'styled-components';
import type { StudioDedicationsQuery } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { monthWeeks, type CalendarMonth } from '@/features/calendar/month';
import { dedicationNames } from './dedication-names';

type Day = StudioDedicationsQuery['studioDedications'][number];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * The studio's month of dedications: a table of weeks (Sunday first, as /calendar), each day with
 * its dedications (a yearly one on its yahrzeit) and a Cancel button for those not yet cancelled.
 */
export function DedicationCalendar({
  month,
  label,
  days,
  cancel,
}: {
  month: CalendarMonth;
  label: string;
  days: readonly Day[];
  cancel: (formData: FormData) => Promise<void>;
}) {
  const byDate = new Map(days.map((day) => [day.date, day.dedications]));
  const monthValue = `${month.year}-${String(month.month).padStart(2, '0')}`;
  return (
    <Table aria-label={`Dedications, ${label}`}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col">
              {weekday.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((date, cell) =>
              date ? (
                <td key={date} data-date={date}>
                  <DayNumber>{Number(date.slice(8))}</DayNumber>
                  <ul>
                    {(byDate.get(date) ?? []).map(({ id, status, dedication }) => {
                      const names = dedicationNames(dedication);
                      return (
                        <Entry key={id} data-testid="studio-dedication" data-status={status}>
                          <strong>{names.english}</strong>
                          {names.hebrew ? (
                            <>
                              {' '}
                              <span lang="he" dir="rtl">
                                {names.hebrew}
                              </span>
                            </>
                          ) : null}
                          <small>
                            {dedication.kind === 'MEMORIAL' ? 'Memorial' : 'In honour'}
                            {dedication.mode === 'YAHRZEIT' ? ' · yahrzeit, yearly' : ''} · {status.toLowerCase()}
                            {dedication.dedicatedBy ? ` · by ${dedication.dedicatedBy}` : ''}
                          </small>
                          {status !== 'CANCELLED' ? (
                            <form action={cancel}>
                              <input type="hidden" name="id" value={id} />
                              <input type="hidden" name="month" value={monthValue} />
                              <button type="submit" aria-label={`Cancel the dedication for ${names.english}`}>
                                Cancel
                              </button>
                            </form>
                          ) : null}
                        </Entry>
                      );
                    })}
                  </ul>
                </td>
              ) : (
                <td key={`empty-${cell}`} aria-hidden="true" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    border: 1px solid ${theme.colors.border};
    vertical-align: top;
    padding: 4px;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const DayNumber = styled.span`
  font-weight: 600;
  color: ${theme.colors.muted};
`;

const Entry = styled.li`
  margin-top: 4px;
  font-size: 0.85rem;
  overflow-wrap: anywhere;

  small {
    display: block;
    color: ${theme.colors.muted};
  }

  &[data-status='CANCELLED'] strong {
    text-decoration: line-through;
  }
`;
