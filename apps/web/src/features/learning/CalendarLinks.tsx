import { CalendarLinkList } from '@/components/CalendarLinkList';
import { BrowserCalendarLinks } from './client/BrowserCalendarLinks';
import { SubscribeItems } from './SubscribeItems';

/**
 * "Add to calendar": subscribe by webcal:// (calendar apps) or Google Calendar, or download the
 * .ics file. A subscribed calendar fetches the rolling window again every day.
 */
export function CalendarLinks({
  path,
  siteUrl,
  programmeName,
}: {
  path: string;
  /** The site's public origin (SITE_URL); unset, the browser supplies it. */
  siteUrl?: string;
  programmeName: string;
}) {
  return (
    <CalendarLinkList aria-label={`Add ${programmeName} to your calendar`} data-testid="calendar-links">
      {siteUrl ? <SubscribeItems origin={siteUrl} path={path} /> : <BrowserCalendarLinks path={path} />}
      <li>
        <a href={path} download>
          Download the .ics file
        </a>
      </li>
    </CalendarLinkList>
  );
}


