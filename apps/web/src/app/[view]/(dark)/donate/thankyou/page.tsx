import type { Metadata } from 'next';
import { GetDonationReceiptDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatMoney } from '@/features/donations/money';
import { firstParam } from '@/lib/route-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// The state of one donation: rendered per request (the proxy never caches /donate/thankyou), never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } };

/**
 * /donate/thankyou?ref=…: where the payment provider sends the donor back. It says honestly what
 * the site knows: paid, still being confirmed (the provider's webhook has not come yet: the page
 * looks again every few seconds), or not paid, with a way to try again.
 */
export default async function DonationThankYouPage({ params, searchParams }: PageProps<'/[view]/donate/thankyou'>) {
  const query = await pageQuery(params, searchParams);
  const reference = firstParam(query.ref) ?? '';
  const { donation } = reference ? await loadForViewer(GetDonationReceiptDocument, { reference }) : { donation: null };
  if (!donation) {
    return (
      <>
        <h1>Thank you</h1>
        <p>Thank you for your support. The receipt for a donation is sent by e-mail once it is paid.</p>
      </>
    );
  }
  const amount = `${formatMoney(donation.amountCents, donation.currency)}${donation.frequency === 'MONTHLY' ? ' a month' : ''}`;
  if (donation.status === 'COMPLETED' || donation.status === 'REFUNDED') {
    return (
      <>
        <h1>Thank you for your donation</h1>
        <p role="status" data-testid="donation-state" data-state="paid">
          {`Your donation of ${amount} is paid. Your receipt is on its way to your inbox.`}
        </p>
        {donation.subscriptionState === 'CANCELLED' ? <p>This monthly donation has since been cancelled.</p> : null}
      </>
    );
  }
  if (donation.status === 'FAILED') {
    return (
      <>
        <h1>Your donation was not completed</h1>
        <p role="alert" data-testid="donation-state" data-state="failed">
          {`The payment of ${amount} did not go through, and nothing was charged.`}
        </p>
        <p>
          <Link href="/donate">Try again</Link>
        </p>
      </>
    );
  }
  if (firstParam(query.left)) {
    return (
      <>
        <h1>Your donation was not completed</h1>
        <p role="status" data-testid="donation-state" data-state="left">
          {`You left the payment page before paying ${amount}: nothing was charged.`}
        </p>
        <p>
          <Link href="/donate">Donate again</Link>
        </p>
      </>
    );
  }
  return (
    <>
      {/* Looks again shortly: the provider's confirmation usually follows within seconds. */}
      <meta httpEquiv="refresh" content="5" />
      <h1>Thank you</h1>
      <p role="status" data-testid="donation-state" data-state="pending">
        {`Your donation of ${amount} is still being confirmed by the payment provider. This page looks again every few seconds; the receipt follows by e-mail once it is confirmed.`}
      </p>
    </>
  );
}
