import type { Metadata } from 'next';
import { GetOrderReceiptDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatMoney } from '@/features/donations/money';
import { ClearCart } from '@/features/store/client/CartButtons';
import { firstParam } from '@/lib/route-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// The state of one order: rendered per request, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Your order', robots: { index: false, follow: false } };

/**
 * /order/thankyou?ref=…: where the payment provider sends the customer back. It says what the site
 * knows: paid (the cart is then emptied), still being confirmed (the page looks again every few
 * seconds), or not paid.
 */
export default async function OrderThankYouPage({ params, searchParams }: PageProps<'/[view]/order/thankyou'>) {
  const query = await pageQuery(params, searchParams);
  const reference = firstParam(query.ref) ?? '';
  const { order } = reference ? await loadForViewer(GetOrderReceiptDocument, { reference }) : { order: null };
  if (!order) {
    return (
      <>
        <h1>Thank you</h1>
        <p>The confirmation of an order is sent by e-mail once it is paid.</p>
      </>
    );
  }
  const total = formatMoney(order.totalCents, order.currency);
  const summary = (
    <ul>
      {order.items.map((line) => (
        <li key={line.sku}>{`${line.quantity} × ${line.name}`}</li>
      ))}
      <li>{`Shipping: ${order.shippingName ?? ''} ${formatMoney(order.shippingCents, order.currency)}`}</li>
    </ul>
  );
  if (order.status === 'PAID' || order.status === 'SHIPPED') {
    return (
      <>
        <ClearCart />
        <h1>Thank you for your order</h1>
        <p role="status" data-testid="order-state" data-state="paid">
          {`Your order of ${total} is paid${order.status === 'SHIPPED' ? ' and has shipped' : ''}. The confirmation is on its way to your inbox.`}
        </p>
        {summary}
      </>
    );
  }
  if (order.status === 'REFUNDED') {
    // Not "did not go through": it was paid, then the money went back.
    return (
      <>
        <h1>Your order was refunded</h1>
        <p role="status" data-testid="order-state" data-state="refunded">
          {`Your order of ${total} was refunded. The refund mail is in your inbox.`}
        </p>
        {summary}
      </>
    );
  }
  if (order.status === 'PENDING' && !firstParam(query.left)) {
    return (
      <>
        {/* Looks again shortly: the provider's confirmation usually follows within seconds. */}
        <meta httpEquiv="refresh" content="5" />
        <h1>Thank you</h1>
        <p role="status" data-testid="order-state" data-state="pending">
          {`Your order of ${total} is still being confirmed by the payment provider. This page looks again every few seconds.`}
        </p>
        {summary}
      </>
    );
  }
  return (
    <>
      <h1>Your order was not completed</h1>
      <p role="alert" data-testid="order-state" data-state="failed">
        {`The payment of ${total} did not go through, and nothing was charged.`}
      </p>
      <p>
        <Link href="/order">Back to the store</Link>
      </p>
    </>
  );
}
