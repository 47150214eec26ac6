import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { formatMoney } from '@/features/donations/money';
import { settleDemoCheckoutAction } from '@/features/payments/server/demo-checkout-action';
import { demoPayments } from '@/features/payments/server/payments';
import { database } from '@/server/services';
import { safeDecode } from '@/lib/safe-decode';

// The demo provider's page for one checkout: rendered per request, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Demo payment', robots: { index: false, follow: false } };

const STATE_WORDS = { paid: 'paid', declined: 'declined', expired: 'expired' } as const;

/**
 * /payments/demo/checkout/{id}: the demo payment provider's hosted checkout (only when no real
 * provider is configured). No card is asked for and no money moves: Pay and Decline report the
 * outcome to the site exactly as a provider's webhook would.
 */
export default async function DemoCheckoutPage({ params }: PageProps<'/[view]/payments/demo/checkout/[id]'>) {
  const { id } = await params;
  const demo = await demoPayments(await database());
  const checkoutId = safeDecode(id);
  const checkout = demo && checkoutId ? await demo.readCheckout(checkoutId) : undefined;
  if (!checkout) notFound();
  const monthly = checkout.mode === 'subscription';
  const total = `${formatMoney(checkout.amountCents, checkout.currency)} ${checkout.currency}${monthly ? ' a month' : ''}`;
  return (
    <>
      <Banner role="note" data-testid="demo-banner">
        Demo payment: no money moves. This page stands in for a payment provider&apos;s checkout.
      </Banner>
      <h1>Demo checkout</h1>
      <ul>
        {checkout.lineItems.map((item, index) => (
          <li key={index}>{`${item.name}: ${item.quantity} × ${formatMoney(item.unitAmountCents, checkout.currency)}`}</li>
        ))}
      </ul>
      <p data-testid="demo-total">{`Total: ${total}`}</p>
      {checkout.customerEmail ? <p>{`Receipt to: ${checkout.customerEmail}`}</p> : null}
      {checkout.state === 'open' ? (
        <>
          <form action={settleDemoCheckoutAction}>
            <input type="hidden" name="id" value={checkout.id} />
            <Buttons>
              <button type="submit" name="outcome" value="pay">
                {`Pay ${total}`}
              </button>
              <button type="submit" name="outcome" value="decline">
                Decline (as a bank would)
              </button>
            </Buttons>
          </form>
          <p>
            <a href={checkout.cancelUrl}>Back to the site without paying</a>
          </p>
        </>
      ) : (
        <p role="status">
          {`This checkout is ${STATE_WORDS[checkout.state]}. `}
          <a href={checkout.successUrl}>Back to the site</a>
        </p>
      )}
    </>
  );
}

const Banner = styled.p`
  padding: 12px 16px;
  border: 2px dashed ${theme.colors.accent};
  background: ${theme.colors.surfaceMuted};
  font-weight: 700;
`;

const Buttons = styled.div`
  display: flex;
  gap: 12px;

  button {
    font: inherit;
    padding: 8px 16px;
  }
`;
