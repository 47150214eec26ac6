import type { Metadata } from 'next';
import { GetEventSignupByTokenDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { cancelSignupByLinkAction } from '@/features/events/server/signup-actions';
import { formatDateTime } from '@/lib/format';
import { firstParam } from '@/lib/route-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Acts on a signed link: rendered per request (the proxy never caches /events/signups…), never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Cancel a sign-up', robots: { index: false, follow: false } };

/**
 * /events/signups/cancel?token=…: the cancel link of a sign-up mail. Opening it changes nothing
 * (mail scanners open links); the button does, and pressing it again changes nothing more.
 */
export default async function CancelSignupPage({ params, searchParams }: PageProps<'/[view]/events/signups/cancel'>) {
  const query = await pageQuery(params, searchParams);
  const token = firstParam(query.token) ?? '';
  const { eventSignupByToken: signup } = token ? await loadForViewer(GetEventSignupByTokenDocument, { token }) : { eventSignupByToken: null };
  if (!signup) {
    return (
      <>
        <h1>Cancel a sign-up</h1>
        <p role="alert">This link is not valid or has expired. The latest mail about your sign-up has a link that works.</p>
      </>
    );
  }
  const event = <Link href={`/events/${signup.eventId}`}>{signup.eventTitle}</Link>;
  const when = formatDateTime(signup.eventStartsAt, env.SITE_TIMEZONE);
  if (signup.state === 'CANCELLED') {
    return (
      <>
        <h1>Sign-up cancelled</h1>
        <p role="status" data-testid="signup-cancelled">
          {firstParam(query.done) ? 'Your sign-up is cancelled: ' : 'This sign-up was already cancelled: '}
          {event}
          {`, ${when}. Thank you for letting us know.`}
        </p>
      </>
    );
  }
  const seats = signup.seats === 1 ? '1 seat' : `${signup.seats} seats`;
  return (
    <>
      <h1>Cancel a sign-up</h1>
      {firstParam(query.problem) ? <p role="alert">The sign-up could not be cancelled just now. Try again in a moment.</p> : null}
      <p>
        {`${signup.name}, ${signup.state === 'WAITLISTED' ? `your place on the waiting list for ${seats}` : `your ${seats}`} at `}
        {event}
        {`, ${when}.`}
      </p>
      <form action={cancelSignupByLinkAction}>
        <input type="hidden" name="token" value={token} />
        <button type="submit">Yes, cancel my sign-up</button>
      </form>
    </>
  );
}
