import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioOrderDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { formatMoney } from '@/features/donations/money';
import { ORDER_STATUS_WORDS } from '@/features/store/orders-csv';
import { markShippedAction, refundOrderAction } from '@/features/store/server/studio-store-actions';
import { RefundForm } from '@/features/studio/RefundForm';
import { StudioNav } from '@/features/studio/StudioNav';
import { requireRole } from '@/features/studio/server/studio-access';
import { formatDateTime } from '@/lib/format';
import { firstParam } from '@/lib/route-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Admins' page: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Order · Studio', robots: { index: false, follow: false } };

/** What went wrong, by the `problem` the actions put in the address. */
const PROBLEMS: Record<string, string> = {
  confirm: 'Tick the box to confirm the refund.',
  refund: 'The refund could not be made: nothing was refunded.',
};

/**
 * /studio/orders/{id} (admins only): the order, its address, "Mark shipped" once it is paid, and
 * "Refund" while it is paid or shipped.
 */
export default async function StudioOrderPage({ params, searchParams }: PageProps<'/[view]/studio/orders/[id]'>) {
  const { id } = await params;
  await requireRole('admin', `/studio/orders/${id}`);
  const query = await pageQuery(params, searchParams);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const { studioOrder: order } = await loadForViewer(GetStudioOrderDocument, { id });
  if (!order) notFound();
  const money = (cents: number) => formatMoney(cents, order.currency);
  const problem = firstParam(query.problem);
  const address = [order.shipName, order.shipLine1, order.shipLine2, order.shipCity, order.shipRegion, order.shipPostalCode, order.shipCountry].filter(Boolean);
  return (
    <>
      <StudioNav current="orders" />
      <h1>{`Order of ${formatDateTime(order.createdAt, env.SITE_TIMEZONE)}`}</h1>
      <p>
        <Link href="/studio/orders">All orders</Link>
      </p>
      {problem ? <p role="alert">{PROBLEMS[problem] ?? 'The order could not be marked shipped.'}</p> : null}
      {firstParam(query.refunded) ? <p role="status">{order.status === 'REFUNDED' ? 'The order is refunded.' : 'The refund was asked of the payment provider: the order shows it once the provider confirms.'}</p> : null}
      <p data-testid="studio-order-status">{`Status: ${ORDER_STATUS_WORDS[order.status]}${order.failureReason ? ` (${order.failureReason})` : ''}`}</p>
      <ul>
        {order.items.map((line) => (
          <li key={line.sku}>{`${line.quantity} × ${line.name} at ${money(line.unitPriceCents)}`}</li>
        ))}
        <li>{`Shipping (${order.shippingName ?? ''}): ${money(order.shippingCents)}`}</li>
        <li>{`Total: ${money(order.totalCents)} ${order.currency}`}</li>
      </ul>
      <h2>Customer</h2>
      <p>
        {order.customerName}
        <br />
        {order.email ? <a href={`mailto:${order.email}`}>{order.email}</a> : null}
      </p>
      <address>
        {address.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
      <p>{`Reference ${order.reference}${order.provider ? ` at ${order.provider}` : ''}${order.paidAt ? `; paid ${formatDateTime(order.paidAt, env.SITE_TIMEZONE)}` : ''}`}</p>
      {order.status === 'SHIPPED' ? (
        <p>{`Shipped ${order.shippedAt ? formatDateTime(order.shippedAt, env.SITE_TIMEZONE) : ''}${order.trackingNote ? `: ${order.trackingNote}` : ''}`}</p>
      ) : null}
      {order.status === 'PAID' ? (
        <form action={markShippedAction}>
          <input type="hidden" name="orderId" value={order.id} />
          <label>
            Tracking note (optional){' '}
            <input name="trackingNote" maxLength={500} />
          </label>{' '}
          <button type="submit">Mark shipped</button>
        </form>
      ) : null}
      {order.status === 'PAID' || order.status === 'SHIPPED' ? (
        <RefundForm action={refundOrderAction} id={order.id} what={`the whole order, ${money(order.totalCents)} ${order.currency}`} />
      ) : null}
    </>
  );
}
