import 'server-only';
import { z } from 'zod';
import type { OrderMailData, OrderRefundMailData } from '@openshiur/graphql/server';
import { env } from '@/env';
import { defineMailTemplate } from '@/features/mail/server/mail-template';
import type { MailTemplate } from '@/features/mail/server/mail-template';
import type { MailTemplates } from '@/features/mail/server/render-mail';
import { MailHeading, MailText } from '@/features/mail/templates/parts';
import { formatMoney } from '@/features/donations/money';

/** What the outbox rows hold (queued by the API: packages/graphql payments/orders.ts). */
const orderSchema: z.ZodType<OrderMailData> = z.object({
  orderId: z.number().int().positive(),
  reference: z.string(),
  customerName: z.string().nullable(),
  items: z.array(z.object({ sku: z.string(), itemId: z.number().optional(), name: z.string(), quantity: z.number().int().positive(), unitPriceCents: z.number().int() })),
  shippingName: z.string().nullable(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  address: z.object({
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    region: z.string().nullable(),
    postalCode: z.string(),
    country: z.string(),
  }),
  trackingNote: z.string().nullable(),
});

const refundSchema: z.ZodType<OrderRefundMailData> = orderSchema.and(z.object({ refundedCents: z.number().int().positive() }));

/** The order's lines, shipping, total and address, as every order mail shows them. */
function OrderSummary({ data }: { data: OrderMailData }) {
  const money = (cents: number) => formatMoney(cents, data.currency);
  const { address } = data;
  return (
    <>
      {data.items.map((line) => (
        <MailText key={line.sku}>{`${line.quantity} × ${line.name}: ${money(line.quantity * line.unitPriceCents)}`}</MailText>
      ))}
      <MailText>{`Shipping (${data.shippingName ?? 'standard'}): ${money(data.shippingCents)}`}</MailText>
      <MailText>{`Total: ${money(data.totalCents)} ${data.currency}`}</MailText>
      <MailText>
        {`Shipping to: ${[address.name, address.line1, address.line2, address.city, address.region, address.postalCode, address.country].filter(Boolean).join(', ')}`}
      </MailText>
      <MailText>{`Order reference: ${data.reference}`}</MailText>
    </>
  );
}

/** The store's mails: the confirmation of a paid order, the news that it has shipped, and its refund. */
export const orderMailTemplates: MailTemplates = {
  'order-confirmation': defineMailTemplate({
    data: orderSchema,
    compose: (data) => ({
      subject: `Your order of ${formatMoney(data.totalCents, data.currency)} is confirmed`,
      preview: `${data.items.reduce((sum, line) => sum + line.quantity, 0)} items, ${formatMoney(data.totalCents, data.currency)}`,
      body: (
        <>
          <MailHeading>{data.customerName ? `Thank you, ${data.customerName}` : 'Thank you for your order'}</MailHeading>
          <MailText>We have received your payment. We will let you know when your order ships.</MailText>
          <OrderSummary data={data} />
        </>
      ),
    }),
  }),
  'order-shipped': defineMailTemplate({
    data: orderSchema,
    compose: (data) => ({
      subject: 'Your order has shipped',
      preview: data.trackingNote ?? 'Your order is on its way',
      body: (
        <>
          <MailHeading>Your order has shipped</MailHeading>
          <MailText>Your order is on its way.</MailText>
          {data.trackingNote ? <MailText>{`Tracking: ${data.trackingNote}`}</MailText> : null}
          <OrderSummary data={data} />
        </>
      ),
    }),
  }),
  'order-refunded': defineMailTemplate({
    data: refundSchema,
    compose: (data) => {
      const amount = formatMoney(data.refundedCents, data.currency);
      return {
        subject: `Your order has been refunded (${amount})`,
        preview: `${env.ORGANISATION_LEGAL_NAME} has refunded ${amount} ${data.currency}.`,
        body: (
          <>
            <MailHeading>{data.customerName ? `Dear ${data.customerName}` : 'Your refund'}</MailHeading>
            <MailText>{`${env.ORGANISATION_LEGAL_NAME} has refunded your order: ${amount} ${data.currency}. Depending on your bank, it may take a few days to appear on your statement.`}</MailText>
            <OrderSummary data={data} />
          </>
        ),
      };
    },
  }),
  // The registry holds templates of every data type; each checks its own data when rendering.
} as Record<string, MailTemplate<unknown>> as MailTemplates;
