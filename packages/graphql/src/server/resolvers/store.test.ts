import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { handlePaymentWebhook, reconcilePendingOrders } from '../payments/donations';
import type { SignedWebhook } from '../payments/demo-provider';
import { studioRequests } from './studio-test-requests';

const START = 'mutation ($input: OrderInput!) { startOrder(input: $input) { reference redirectUrl } }';
const RECEIPT = 'query ($reference: ID!) { order(reference: $reference) { reference status totalCents shippingCents currency items { sku name quantity unitPriceCents } } }';
const STORE = 'query { storeItems { id slug priceCents stock } shippingOptions { id name priceCents } }';
const STUDIO = 'query ($status: OrderStatus, $page: Int) { studioOrders(status: $status, page: $page) { totalCount items { id reference status shipLine1 trackingNote } } }';
const EXPORT = 'query ($status: OrderStatus) { studioOrderExport(status: $status) { id status } }';
const SHIP = 'mutation ($id: ID!, $note: String) { markOrderShipped(id: $id, trackingNote: $note) { id status trackingNote shippedAt } }';
const REFUND = 'mutation ($id: ID!) { refundOrder(id: $id) { id status } }';
const SAVE_ITEM = 'mutation ($id: ID, $input: StoreItemInput!) { saveStoreItem(id: $id, input: $input) { id slug priceCents stock active } }';
const SAVE_SHIPPING = 'mutation ($id: ID, $input: ShippingOptionInput!) { saveShippingOption(id: $id, input: $input) { id name priceCents active } }';

describe.each(testDatabaseKinds())('store orders on %s', (kind) => {
  let server: TestGraphQLServer;
  let admin: { authorization: string };
  let reader: { authorization: string };
  const { errorOf, auditOf } = studioRequests(() => ({ server, editor: {} }));
  let counter = 0;
  let calendar: string;
  let guide: string;
  let hidden: string;
  let post: string;

  const db = () => server.database.db;
  const stockOf = async (id: string) => (await db().select().from(schema.storeItems).where(eq(schema.storeItems.id, Number(id))))[0]!.stock;
  const input = (items: { itemId: string; quantity: number }[], values: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      items,
      shippingOptionId: post,
      customerName: 'Sample Customer',
      email: `customer-${kind}-${counter}@example.org`,
      shipName: 'Sample Customer',
      shipLine1: '1 Sample Street',
      shipLine2: null,
      shipCity: 'Sampletown',
      shipRegion: null,
      shipPostalCode: '12345',
      shipCountry: 'Samplia',
      ...values,
    };
  };
  const start = async (items: { itemId: string; quantity: number }[], values: Record<string, unknown> = {}) => {
    const asked = input(items, values);
    const { startOrder } = await server.data(START, { input: asked });
    const [row] = await db().select().from(schema.orders).where(eq(schema.orders.reference, startOrder.reference));
    return { ...startOrder, row: row!, email: asked.email };
  };
  const deliver = (hook: SignedWebhook) => handlePaymentWebhook(db(), server.payments.provider, hook.body, new Headers(hook.headers));
  const order = async (reference: string) => (await server.data(RECEIPT, { reference })).order;
  const mailsTo = (recipient: string) => db().select().from(schema.mailMessages).where(eq(schema.mailMessages.recipient, recipient)).orderBy(asc(schema.mailMessages.id));
  const cartErrorOf = async (variables: object) => {
    const error = await errorOf(START, variables);
    expect(error.code).toBe('BAD_USER_INPUT');
    return Object.fromEntries(error.fieldErrors!.map((e) => [e.field, e.message]));
  };

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    admin = await server.bearer('store-admin', { roles: ['admin'], email: 'admin@example.org', email_verified: true });
    reader = await server.bearer('store-reader', { email: 'reader@example.org', email_verified: true });
    const item = async (values: Record<string, unknown>) => (await server.data(SAVE_ITEM, { input: { description: '', active: true, ...values } }, admin)).saveStoreItem.id as string;
    calendar = await item({ slug: 'sample-calendar', name: 'Sample wall calendar', price: '18', stock: 5, sortOrder: 1 });
    guide = await item({ slug: 'sample-guide', name: 'Sample learning guide', price: '12.50', stock: null, sortOrder: 2 });
    hidden = await item({ slug: 'sample-hidden', name: 'Sample retired item', price: '1', stock: 3, active: false });
    post = (await server.data(SAVE_SHIPPING, { input: { name: 'Standard post', price: '5', active: true } }, admin)).saveShippingOption.id;
  });
  afterAll(async () => server?.close());

  it('lists active items to visitors, and lets only admins manage the store (audited)', async () => {
    const { storeItems, shippingOptions } = await server.data(STORE, {});
    const slugs = storeItems.map((item: { slug: string }) => item.slug);
    expect(slugs).toEqual(expect.arrayContaining(['sample-calendar', 'sample-guide']));
    expect(slugs).not.toContain('sample-hidden');
    expect(storeItems.find((item: { id: string }) => item.id === calendar)).toMatchObject({ priceCents: 1800, stock: 5 });
    expect(shippingOptions).toContainEqual({ id: post, name: 'Standard post', priceCents: 500 });
    for (const headers of [undefined, reader]) {
      expect((await errorOf(SAVE_ITEM, { input: { slug: 'x', name: 'X', price: '1', active: true } }, headers)).code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      expect((await errorOf(SAVE_SHIPPING, { input: { name: 'X', price: '1', active: true } }, headers)).code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      expect((await errorOf(STUDIO, {}, headers)).code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      expect((await errorOf(EXPORT, {}, headers)).code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
      expect((await errorOf(SHIP, { id: '1' }, headers)).code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    }
    expect((await errorOf(SAVE_ITEM, { input: { slug: 'Bad Slug', name: ' ', price: '0', imageUrl: 'http://example.org/x.png', active: true } }, admin)).fieldErrors!.map((e) => e.field).sort()).toEqual(['imageUrl', 'name', 'price', 'slug']);
    expect(await auditOf('store_item', calendar)).toEqual(['store-item.created']);
  });

  it('prices the order on the server from item ids, refuses unknown, inactive and tampered lines, and stores nothing then', async () => {
    const before = await db().select().from(schema.orders);
    // A price sent by the browser is not even an input field.
    expect((await server.request({ query: START, variables: { input: input([{ itemId: calendar, quantity: 1, unitPriceCents: 1 } as never]) } })).body.errors?.[0]?.message).toMatch(/unitPriceCents/);
    expect(await cartErrorOf({ input: input([{ itemId: calendar, quantity: 0 }]) })).toHaveProperty('items');
    expect(await cartErrorOf({ input: input([{ itemId: calendar, quantity: 21 }]) })).toHaveProperty('items');
    expect(await cartErrorOf({ input: input([]) })).toEqual({ items: 'Your cart is empty' });
    expect(await cartErrorOf({ input: input([{ itemId: '999999', quantity: 1 }]) })).toEqual({ items: 'An item in your cart is no longer available' });
    expect(await cartErrorOf({ input: input([{ itemId: hidden, quantity: 1 }]) })).toEqual({ items: 'An item in your cart is no longer available' });
    expect(await cartErrorOf({ input: input([{ itemId: calendar, quantity: 6 }]) })).toEqual({ items: 'Only 5 of Sample wall calendar left' });
    expect(await cartErrorOf({ input: input([{ itemId: guide, quantity: 1 }], { shippingOptionId: '999999' }) })).toEqual({ shippingOptionId: 'Choose a shipping option' });
    expect(await cartErrorOf({ input: input([{ itemId: guide, quantity: 1 }], { email: 'nope', shipLine1: ' ', shipCountry: '' }) })).toEqual({
      email: 'Enter an e-mail address for your confirmation',
      shipLine1: 'Give the street address',
      shipCountry: 'Give the country',
    });
    expect(await db().select().from(schema.orders)).toEqual(before);
    expect(await stockOf(calendar)).toBe(5);

    // The same item twice is one line; the total is the server's: 3 × 18 + 2 × 12.50 + 5 shipping.
    const started = await start([
      { itemId: calendar, quantity: 2 },
      { itemId: guide, quantity: 2 },
      { itemId: calendar, quantity: 1 },
    ]);
    expect(started.redirectUrl).toBe(`http://localhost/payments/demo/checkout/${started.row.providerRef}`);
    expect(started.row).toMatchObject({ status: 'pending', provider: 'demo', totalCents: 8400, shippingCents: 500, shippingName: 'Standard post', currency: 'USD', shipCity: 'Sampletown' });
    expect(started.row.items).toEqual([
      { sku: 'sample-calendar', itemId: Number(calendar), name: 'Sample wall calendar', quantity: 3, unitPriceCents: 1800 },
      { sku: 'sample-guide', itemId: Number(guide), name: 'Sample learning guide', quantity: 2, unitPriceCents: 1250 },
    ]);
    const [checkout] = await db().select().from(schema.demoCheckouts).where(eq(schema.demoCheckouts.id, started.row.providerRef!));
    expect(checkout).toMatchObject({ purpose: 'order', reference: started.reference, amountCents: 8400, currency: 'USD' });
    // Stock reserved before the customer leaves; unlimited stays unlimited.
    expect(await stockOf(calendar)).toBe(2);
    expect(await stockOf(guide)).toBeNull();
    expect(await order(started.reference)).toMatchObject({ status: 'PENDING', totalCents: 8400 });
    // Give the stock back for the next tests.
    const { webhook } = await server.payments.provider.settle(started.row.providerRef!, 'decline');
    await deliver(webhook);
    expect(await stockOf(calendar)).toBe(5);
  });

  it('marks the order paid once with one confirmation, whatever the order and number of deliveries; a failure after payment changes nothing', async () => {
    const started = await start([{ itemId: calendar, quantity: 2 }]);
    const { webhook } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    const late = server.payments.provider.sign({ type: 'checkout.failed', eventId: `evt_order_late_${kind}`, providerRef: started.row.providerRef!, purpose: 'order', reference: started.reference, reason: 'declined' });
    expect(await deliver(webhook)).toEqual({ status: 200, outcomes: ['applied'] });
    expect(await deliver(webhook)).toEqual({ status: 200, outcomes: ['duplicate'] });
    expect(await deliver(late)).toEqual({ status: 200, outcomes: ['applied'] });
    expect(await deliver(late)).toEqual({ status: 200, outcomes: ['duplicate'] });
    expect(await order(started.reference)).toMatchObject({ status: 'PAID' });
    // Paid: the stock stays taken.
    expect(await stockOf(calendar)).toBe(3);
    const mails = await mailsTo(started.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'order-confirmation', stream: 'transactional' });
    expect(mails[0]!.data).toMatchObject({ totalCents: 4100, shippingCents: 500, currency: 'USD', items: [{ name: 'Sample wall calendar', quantity: 2, unitPriceCents: 1800 }], address: { line1: '1 Sample Street', city: 'Sampletown' } });
  });

  it('gives the stock back exactly once when the checkout fails, and takes it again if the payment comes after all', async () => {
    const started = await start([{ itemId: calendar, quantity: 3 }]);
    expect(await stockOf(calendar)).toBe(0);
    // Sold out meanwhile.
    expect(await cartErrorOf({ input: input([{ itemId: calendar, quantity: 1 }]) })).toEqual({ items: 'Sample wall calendar is out of stock' });
    const failed = server.payments.provider.sign({ type: 'checkout.failed', eventId: `evt_order_fail_${kind}`, providerRef: started.row.providerRef!, purpose: 'order', reference: started.reference, reason: 'expired' });
    const again = server.payments.provider.sign({ type: 'checkout.failed', eventId: `evt_order_fail_again_${kind}`, providerRef: started.row.providerRef!, purpose: 'order', reference: started.reference, reason: 'declined' });
    await deliver(failed);
    await deliver(failed);
    await deliver(again);
    expect(await order(started.reference)).toMatchObject({ status: 'FAILED' });
    expect(await stockOf(calendar)).toBe(3);
    // The payment arrives after the failure (events out of order): the order is paid and its stock taken again.
    const { webhook } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    await deliver(webhook);
    expect(await order(started.reference)).toMatchObject({ status: 'PAID' });
    expect(await stockOf(calendar)).toBe(0);
    expect(await mailsTo(started.email)).toHaveLength(1);
    // Restock for what follows.
    await server.data(SAVE_ITEM, { id: calendar, input: { slug: 'sample-calendar', name: 'Sample wall calendar', price: '18', stock: 10, active: true, sortOrder: 1 } }, admin);
  });

  it('reconciles pending orders from the provider: paid, declined, and abandoned ones (stock back once)', async () => {
    const paid = await start([{ itemId: calendar, quantity: 1 }]);
    const declined = await start([{ itemId: calendar, quantity: 2 }]);
    const abandoned = await start([{ itemId: calendar, quantity: 3 }]);
    expect(await stockOf(calendar)).toBe(4);
    await server.payments.provider.settle(paid.row.providerRef!, 'pay');
    await server.payments.provider.settle(declined.row.providerRef!, 'decline');
    const report = await reconcilePendingOrders(db(), server.payments.provider, { checkAfterMs: 0, abandonAfterMs: 86_400_000, now: new Date(Date.now() + 1000) });
    expect(report).toMatchObject({ completed: 1, failed: 1 });
    expect(await order(paid.reference)).toMatchObject({ status: 'PAID' });
    expect(await order(declined.reference)).toMatchObject({ status: 'FAILED' });
    expect(await order(abandoned.reference)).toMatchObject({ status: 'PENDING' });
    expect(await mailsTo(paid.email)).toHaveLength(1);
    expect(await stockOf(calendar)).toBe(6);
    for (let run = 0; run < 2; run += 1)
      await reconcilePendingOrders(db(), server.payments.provider, { checkAfterMs: 0, abandonAfterMs: 86_400_000, now: new Date(Date.now() + 86_400_000 + 60_000) });
    expect(await order(abandoned.reference)).toMatchObject({ status: 'FAILED' });
    expect(await stockOf(calendar)).toBe(9);
  });

  it('lets an admin list, export and mark a paid order shipped once, with one "shipped" mail', async () => {
    const started = await start([{ itemId: guide, quantity: 1 }]);
    expect((await errorOf(SHIP, { id: String(started.row.id) }, admin)).code).toBe('BAD_USER_INPUT');
    const { webhook } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    await deliver(webhook);
    const paidList = (await server.data(STUDIO, { status: 'PAID' }, admin)).studioOrders;
    expect(paidList.items.every((item: { status: string }) => item.status === 'PAID')).toBe(true);
    expect(paidList.items[0]).toMatchObject({ reference: started.reference, shipLine1: '1 Sample Street' });

    const first = (await server.data(SHIP, { id: String(started.row.id), note: 'Parcel SAMPLE-1' }, admin)).markOrderShipped;
    expect(first).toMatchObject({ status: 'SHIPPED', trackingNote: 'Parcel SAMPLE-1' });
    const second = (await server.data(SHIP, { id: String(started.row.id), note: 'another' }, admin)).markOrderShipped;
    expect(second).toEqual(first);
    expect((await mailsTo(started.email)).map((mail) => mail.template)).toEqual(['order-confirmation', 'order-shipped']);
    expect(await auditOf('order', String(started.row.id))).toEqual(['order.shipped']);
    const exported = (await server.data(EXPORT, { status: 'SHIPPED' }, admin)).studioOrderExport;
    expect(exported).toContainEqual({ id: String(started.row.id), status: 'SHIPPED' });
    // A failure reported after shipping changes nothing either.
    const late = server.payments.provider.sign({ type: 'checkout.failed', eventId: `evt_order_shipped_late_${kind}`, providerRef: started.row.providerRef!, purpose: 'order', reference: started.reference, reason: 'declined' });
    await deliver(late);
    expect(await order(started.reference)).toMatchObject({ status: 'SHIPPED' });
  });

  it('lets only admins refund a paid order: refunded when the provider reports it, once, with one mail; its stock goes back', async () => {
    const started = await start([{ itemId: calendar, quantity: 2 }]);
    const id = String(started.row.id);
    // Not paid yet: nothing to refund.
    expect(await errorOf(REFUND, { id }, admin)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'NOT_REFUNDABLE' });
    const { webhook: paid } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    await deliver(paid);
    expect((await errorOf(REFUND, { id })).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(REFUND, { id }, reader)).code).toBe('FORBIDDEN');
    const stock = await stockOf(calendar);

    const delivered = server.deliveredWebhooks.length;
    expect((await server.data(REFUND, { id }, admin)).refundOrder).toEqual({ id, status: 'REFUNDED' });
    expect(await stockOf(calendar)).toBe(stock! + 2);
    // Pressed again, the refund redelivered, the payment reported again: nothing changes twice.
    expect((await server.data(REFUND, { id }, admin)).refundOrder).toEqual({ id, status: 'REFUNDED' });
    const [refundHook] = server.deliveredWebhooks.slice(delivered);
    expect(await deliver(refundHook!)).toEqual({ status: 200, outcomes: ['duplicate'] });
    await deliver(server.payments.provider.sign({ ...JSON.parse(paid.body), eventId: `evt_order_late_paid_${kind}` }));
    expect(await order(started.reference)).toMatchObject({ status: 'REFUNDED' });
    expect(await stockOf(calendar)).toBe(stock! + 2);
    const mails = await mailsTo(started.email);
    expect(mails.map((mail) => mail.template)).toEqual(['order-confirmation', 'order-refunded']);
    expect(mails[1]!.data).toMatchObject({ refundedCents: started.row.totalCents, totalCents: started.row.totalCents });
    expect(await auditOf('order', id)).toEqual(['order.refund-requested']);
  });

  it('refunds a shipped order too (its items are gone: no stock back)', async () => {
    const started = await start([{ itemId: calendar, quantity: 1 }]);
    const id = String(started.row.id);
    await deliver((await server.payments.provider.settle(started.row.providerRef!, 'pay')).webhook);
    await server.data(SHIP, { id, note: null }, admin);
    const stock = await stockOf(calendar);
    expect((await server.data(REFUND, { id }, admin)).refundOrder).toEqual({ id, status: 'REFUNDED' });
    expect(await stockOf(calendar)).toBe(stock);
    expect((await mailsTo(started.email)).map((mail) => mail.template)).toEqual(['order-confirmation', 'order-shipped', 'order-refunded']);
  });
});
