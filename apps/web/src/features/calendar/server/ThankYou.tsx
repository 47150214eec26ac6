import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { firstParam } from '@/lib/route-params';
import { isSignupOutcome, SignupThanks } from '@/features/events/server/SignupThanks';
import { BrowserFeedSubscription } from '../client/BrowserFeedSubscription';
import { FeedSubscription } from '../FeedSubscription';

type Query = Record<string, string | string[] | undefined>;

/**
 * The thank-you page's body, chosen by its query. Each kind of ending is one branch here:
 * `subscribed=calendar` comes from the calendar's subscribe control, `signup=confirmed` or
 * `signup=waitlisted` from an event's sign-up form (both keys are in PAGE_QUERY_KEYS, so they
 * reach the cached render).
 */
export function ThankYou({ query }: { query: Query }) {
  const { subscribed } = query;
  if (firstParam(subscribed) === 'calendar') return <Subscribed />;
  const signup = firstParam(query.signup);
  if (isSignupOutcome(signup)) return <SignupThanks outcome={signup} />;
  return (
    <>
      <h1>Thank you</h1>
      <p>Your calendar request has been received.</p>
      <BackLinks />
    </>
  );
}

function Subscribed() {
  return (
    <>
      <h1>Subscribe to our calendar</h1>
      <p>
        Thank you for following our events. Subscribe once and your calendar app keeps them up to date: new events
        appear and changed ones are updated, every day.
      </p>
      {env.SITE_URL ? <FeedSubscription origin={new URL(env.SITE_URL).origin} /> : <BrowserFeedSubscription />}
      <BackLinks />
    </>
  );
}

function BackLinks() {
  return (
    <p>
      <Link href="/calendar">Back to the calendar</Link> · <Link href="/">Home</Link>
    </p>
  );
}
