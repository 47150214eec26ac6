import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { EVENTS_FEED_PATH, eventsFeedUrls } from './subscribe';

/**
 * How to subscribe to the events feed: webcal:// opens the visitor's calendar app (Apple Calendar,
 * Outlook), Google Calendar adds it by URL, and the https address can be pasted into any other
 * app. They need the site's absolute address; while it is unknown (`origin` null: no SITE_URL and
 * the browser has not said yet) only the file itself is offered.
 */
export function FeedSubscription({ origin }: { origin: string | null }) {
  const urls = origin ? eventsFeedUrls(origin) : null;
  return (
    <Steps data-testid="feed-subscription">
      {urls ? (
        <>
          <li>
            <a href={urls.webcal}>Open in your calendar app</a> (Apple Calendar, Outlook and most others)
          </li>
          <li>
            <a href={urls.google} rel="noopener">
              Add to Google Calendar
            </a>
          </li>
          <li>
            Or copy the calendar’s address into your app’s “subscribe” or “add by URL”: <code>{urls.https}</code>
          </li>
        </>
      ) : (
        <li>
          The calendar’s address: <a href={EVENTS_FEED_PATH}>{EVENTS_FEED_PATH}</a> on this site
        </li>
      )}
    </Steps>
  );
}

const Steps = styled.ul`
  padding-left: ${theme.space.lg};
  li {
    margin-bottom: ${theme.space.sm};
  }
  code {
    overflow-wrap: anywhere;
    user-select: all;
  }
`;
