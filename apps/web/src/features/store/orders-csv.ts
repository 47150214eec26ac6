import type { StudioOrderFieldsFragment } from '@openshiur/graphql';
import { csvField } from '@/features/studio/signups-csv';

const decimal = (cents: number) => (cents / 100).toFixed(2);

/** Orders as CSV (RFC 4180, CRLF, the shared quoting that defuses formulas: names and addresses are typed by visitors). */
export function ordersCsv(orders: readonly StudioOrderFieldsFragment[]): string {
  const rows = [
    ['created_at', 'paid_at', 'shipped_at', 'status', 'items', 'shipping', 'shipping_cost', 'total', 'currency', 'customer_name', 'email', 'ship_name', 'ship_line1', 'ship_line2', 'ship_city', 'ship_region', 'ship_postal_code', 'ship_country', 'tracking_note', 'provider', 'reference'],
    ...orders.map((order) => [
      order.createdAt,
      order.paidAt ?? '',
      order.shippedAt ?? '',
      order.status.toLowerCase(),
      order.items.map((line) => `${line.quantity} x ${line.name}`).join('; '),
      order.shippingName ?? '',
      decimal(order.shippingCents),
      decimal(order.totalCents),
      order.currency,
      order.customerName ?? '',
      order.email ?? '',
      order.shipName ?? '',
      order.shipLine1 ?? '',
      order.shipLine2 ?? '',
      order.shipCity ?? '',
      order.shipRegion ?? '',
      order.shipPostalCode ?? '',
      order.shipCountry ?? '',
      order.trackingNote ?? '',
      order.provider ?? '',
      order.reference,
    ]),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const ORDER_STATUSES = ['PENDING', 'PAID', 'SHIPPED', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_WORDS: Record<OrderStatusName, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  SHIPPED: 'Shipped',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

/** The list's filter from the address (`?status=paid`); an unknown value is ignored. */
export function orderStatusOf(value: unknown): OrderStatusName | null {
  const status = typeof value === 'string' ? value.toUpperCase() : '';
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatusName) : null;
}
