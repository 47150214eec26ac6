import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Hebrew } from '@/features/learning/Hebrew';
import { eventPath } from '../event-links';
import type { CalendarDay } from './month-data';

/** What a day holds, in the grid's cell and in the phone's list alike: holidays first, then events. */
export function DayItems({ day }: { day: CalendarDay }) {
  if (day.holidays.length === 0 && day.events.length === 0) return null;
  return (
    <Items>
      {day.holidays.map((holiday) => (
        <li key={holiday.title} className={`holiday ${holiday.kind}`} data-kind={holiday.kind}>
          {holiday.title}
        </li>
      ))}
      {day.events.map((event) => (
        <li key={event.id} className="event">
          <time dateTime={event.startsAt}>{event.time}</time> <Link href={eventPath(event.id)}>{event.title}</Link>
        </li>
      ))}
    </Items>
  );
}

/** The Hebrew date, small: in English letters, with the Hebrew for those who read it. */
export function HebrewDay({ day }: { day: CalendarDay }) {
  return (
    <HebrewDate>
      {day.hebrewDate.english} · <Hebrew>{day.hebrewDate.hebrew}</Hebrew>
    </HebrewDate>
  );
}

const HebrewDate = styled.span`
  display: block;
  font-size: 0.75rem;
  color: ${theme.colors.muted};
`;

const Items = styled.ul`
  list-style: none;
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  font-size: 0.875rem;
  li {
    margin-bottom: ${theme.space.xs};
    overflow-wrap: anywhere;
  }
  .holiday {
    padding: 1px ${theme.space.xs};
    border-left: 3px solid ${theme.colors.accent};
    background: ${theme.colors.surfaceMuted};
  }
  .yom-tov {
    font-weight: 600;
  }
  .fast {
    border-left-color: ${theme.colors.muted};
  }
  .rosh-chodesh,
  .modern {
    border-left-color: ${theme.colors.primary};
  }
  .event time {
    font-weight: 600;
  }
`;
