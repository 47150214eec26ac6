import { calendarUrls } from './calendar-urls';

/** The two subscribe items of the calendar links, for a site at `origin` (server or browser). */
export function SubscribeItems({ origin, path }: { origin: string; path: string }) {
  const urls = calendarUrls(origin, path);
  return (
    <>
      <li>
        <a href={urls.webcal}>Subscribe (Apple Calendar, Outlook)</a>
      </li>
      <li>
        <a href={urls.google} rel="noopener">
          Add to Google Calendar
        </a>
      </li>
    </>
  );
}
