import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { CalendarLinkList } from '@/components/CalendarLinkList';
import { eventIcsPath, googleCalendarEventUrl, type CalendarEventSource } from './event-links';

/**
 * "Add to calendar" for one event: its .ics file (Apple Calendar, Outlook and most apps open it)
 * and Google Calendar's event form, filled in. Plain links: no JavaScript needed.
 */
export function AddToCalendar({ event, siteUrl }: { event: CalendarEventSource; siteUrl: string }) {
  return (
    <Section aria-labelledby="add-to-calendar">
      <h2 id="add-to-calendar">Add to calendar</h2>
      <CalendarLinkList>
        <li>
          <a href={eventIcsPath(event.id)} download>
            Download the .ics file (Apple Calendar, Outlook)
          </a>
        </li>
        <li>
          <a href={googleCalendarEventUrl(event, siteUrl)} rel="noopener">
            Add to Google Calendar
          </a>
        </li>
      </CalendarLinkList>
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space.lg};
  h2 {
    font-size: 1.125rem;
    margin: 0 0 ${theme.space.sm};
  }
`;
