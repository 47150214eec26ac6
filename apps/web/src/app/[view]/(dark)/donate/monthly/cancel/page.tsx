import type { Metadata } from 'next';
import { GetMonthlyDonationByTokenDocument } from '@openshiur/graphql';
import { formatMoney } from '@/features/donations/money';
import { cancelMonthlyDonationAction } from '@/features/donations/server/cancel-monthly-action';
import { firstParam } from '@/lib/route-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Acts on a signed link: rendered per request (the proxy never caches /donate/monthly…), never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Cancel a monthly donation', robots: { index: false, follow: false } };

/**
 * /donate/monthly/cancel?token=…: the cancel link of a monthly receipt. Opening it changes nothing
 * (mail scanners open links); the button cancels at the payment provider and here, and pressing it
 * again changes nothing more.
 */
export default async function CancelMonthlyDonationPage({ params, searchParams }: PageProps<'/[view]/donate/monthly/cancel'>) {
  const query = await pageQuery(params, searchParams);
  const token = firstParam(query.token) ?? '';
  const { monthlyDonationByToken: donation } = token
    ? await loadForViewer(GetMonthlyDonationByTokenDocument, { token })
    : { monthlyDonationByToken: null };
  if (!donation) {
    return (
      <>
        <h1>Cancel a monthly donation</h1>
        <p role="alert">This link is not valid or has expired. Every receipt of your monthly donation has a link that works.</p>
      </>
    );
  }
  const amount = `${formatMoney(donation.amountCents, donation.currency)} a month`;
  if (donation.subscriptionState === 'CANCELLED') {
    return (
      <>
        <h1>Monthly donation cancelled</h1>
        <p role="status" data-testid="monthly-cancelled">
          {firstParam(query.done)
            ? `Your monthly donation of ${amount} is cancelled: no further payments will be taken. Thank you for your support.`
            : `This monthly donation of ${amount} was already cancelled.`}
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Cancel a monthly donation</h1>
      {firstParam(query.problem) ? <p role="alert">The donation could not be cancelled just now. Please try again in a moment.</p> : null}
      {donation.subscriptionState === 'ACTIVE' ? (
        <>
          <p>{`Your monthly donation of ${amount} is active. Cancelling stops every further payment; payments made so far are kept.`}</p>
          <form action={cancelMonthlyDonationAction}>
            <input type="hidden" name="token" value={token} />
            <button type="submit">Yes, cancel my monthly donation</button>
          </form>
        </>
      ) : (
        <p>{`This monthly donation of ${amount} has not started: there is nothing to cancel.`}</p>
      )}
    </>
  );
}
