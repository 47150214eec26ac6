import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  enqueueMail,
  schema,
  type Actor,
  type Database,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PaymentProviderName,
  type Queryable,
  type ShippingOption,
  type StoreItem,
} from '@openshiur/db';
import { recordAudit } from '../queries/audit';
import { pageOffset, studioList, type StudioList } from '../queries/studio-records';
import { STUDIO_PAGE_SIZE } from '../queries/studio-posts';
import { ErrorCode, graphQLError, invalidFields } from '../errors';
import type { CheckoutCompletedEvent, CheckoutFailedEvent, PaymentProvider, PaymentRefundedEvent, ReturnUrls } from './provider';

const { orders, storeItems, shippingOptions } = schema;

/**
 * The store's orders, from the cart to the parcel. At checkout the server reads the items by id,
 * computes every amount itself and reserves the stock in the transaction that stores the pending
 * order, before the visitor leaves to pay. The provider's webhook (or reconciliation) marks it paid
 * once, or failed once (the stock then goes back, once); an admin marks a paid order shipped, or
 * refunds a paid or shipped one (the provider's `payment.refunded` then marks it refunded).
 */

/** The mails of an order, by the template names the site registers (apps/web features/store). */
export const ORDER_MAILS = {
  confirmation: 'order-confirmation',
  shipped: 'order-shipped',
  refunded: 'order-refunded',
} as const;

/** The most of one item in one order. */
export const MAX_ORDER_QUANTITY = 20;

export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  country: string;
}

/** An order as the cart gives it, checked: item ids and quantities only; the server prices them. */
export interface OrderWrite {
  lines: { itemId: number; quantity: number }[];
  shippingOptionId: number;
  customerName: string;
  email: string;
  address: ShippingAddress;
}

/** What the confirmation and shipped mails are rendered from. */
export interface OrderMailData {
  orderId: number;
  reference: string;
  customerName: string | null;
  items: OrderItem[];
  shippingName: string | null;
  shippingCents: number;
  totalCents: number;
  currency: string;
  address: ShippingAddress;
  trackingNote: string | null;
}

/** The refund mail: the order as the other mails show it, and what was refunded. */
export interface OrderRefundMailData extends OrderMailData {
  refundedCents: number;
}

/** Refused lines of a cart, as field errors (the form shows them by its `items` field). */
function refuseCart(message: string): never {
  throw invalidFields([{ field: 'items', message }]);
}

/**
 * Stores the order as pending with its items priced and its stock reserved (one transaction: the
 * items are locked, checked, decremented), then asks the provider for a checkout and stores its id.
 * When the provider cannot be reached the order fails (its stock goes back) and the error is rethrown.
 */
export async function startOrderCheckout(
  db: Database,
  provider: PaymentProvider,
  write: OrderWrite,
  currency: string,
  returnUrls: ReturnUrls,
): Promise<{ order: Order; redirectUrl: string }> {
  const order = await db.transaction(async (tx) => {
    const quantities = new Map<number, number>();
    for (const line of write.lines) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.quantity);
    if (quantities.size === 0) refuseCart('Your cart is empty');
    const ids = [...quantities.keys()].sort((a, b) => a - b);
    // Locked in id order, so two checkouts of the same items wait for each other rather than deadlock.
    const rows = await tx.select().from(storeItems).where(inArray(storeItems.id, ids)).orderBy(asc(storeItems.id)).for('update');
    const items: OrderItem[] = [];
    for (const id of ids) {
      const item = rows.find((row) => row.id === id);
      const quantity = quantities.get(id)!;
      if (!item || !item.active) refuseCart('An item in your cart is no longer available');
      if (quantity > MAX_ORDER_QUANTITY) refuseCart(`At most ${MAX_ORDER_QUANTITY} of one item`);
      if (item.stock !== null && item.stock < quantity)
        refuseCart(item.stock === 0 ? `${item.name} is out of stock` : `Only ${item.stock} of ${item.name} left`);
      items.push({ sku: item.slug, itemId: item.id, name: item.name, quantity, unitPriceCents: item.priceCents });
    }
    const [shipping] = await tx.select().from(shippingOptions).where(and(eq(shippingOptions.id, write.shippingOptionId), eq(shippingOptions.active, true)));
    if (!shipping) throw invalidFields([{ field: 'shippingOptionId', message: 'Choose a shipping option' }]);
    for (const line of items)
      await tx
        .update(storeItems)
        .set({ stock: sql`${storeItems.stock} - ${line.quantity}` })
        .where(and(eq(storeItems.id, line.itemId!), sql`${storeItems.stock} is not null`));
    const totalCents = items.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0) + shipping.priceCents;
    const [pending] = await tx
      .insert(orders)
      .values({
        items,
        totalCents,
        currency,
        status: 'pending',
        customerName: write.customerName,
        email: write.email,
        shipName: write.address.name,
        shipLine1: write.address.line1,
        shipLine2: write.address.line2,
        shipCity: write.address.city,
        shipRegion: write.address.region,
        shipPostalCode: write.address.postalCode,
        shipCountry: write.address.country,
        shippingOptionId: shipping.id,
        shippingName: shipping.name,
        shippingCents: shipping.priceCents,
        provider: provider.name,
      })
      .returning();
    return pending!;
  });
  try {
    const checkout = await provider.createCheckout({
      purpose: 'order',
      reference: order.reference,
      frequency: 'one_time',
      currency,
      lineItems: [
        ...order.items.map((line) => ({ name: line.name, quantity: line.quantity, unitAmountCents: line.unitPriceCents })),
        ...(order.shippingCents > 0 ? [{ name: `Shipping: ${order.shippingName}`, quantity: 1, unitAmountCents: order.shippingCents }] : []),
      ],
      customerEmail: order.email,
      ...returnUrls(order.reference),
    });
    const [stored] = await db.update(orders).set({ providerRef: checkout.providerRef }).where(eq(orders.id, order.id)).returning();
    return { order: stored!, redirectUrl: checkout.redirectUrl };
  } catch (error) {
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      await failOrder(tx, locked!, 'checkout-unavailable');
    });
    throw error;
  }
}

/** The order a payment event names (locked for the event's transaction). */
export async function findOrderForUpdate(tx: Queryable, provider: PaymentProviderName, reference: string): Promise<Order | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(reference)) return undefined;
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.reference, reference)))
    .for('update');
  return row;
}

/** Gives an order's reserved stock back to its items, once (guarded by `stock_released_at`). */
async function releaseStock(tx: Queryable, order: Order): Promise<void> {
  const [released] = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!released) return;
  for (const line of order.items)
    if (line.itemId)
      await tx
        .update(storeItems)
        .set({ stock: sql`${storeItems.stock} + ${line.quantity}` })
        .where(and(eq(storeItems.id, line.itemId), sql`${storeItems.stock} is not null`));
}

/** A pending order that will never be paid: failed, its stock given back (once). */
async function failOrder(tx: Queryable, order: Order, reason: string): Promise<void> {
  const [failed] = await tx
    .update(orders)
    .set({ status: 'failed', failureReason: reason })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (failed) await releaseStock(tx, failed);
}

const mailDataOf = (order: Order): OrderMailData => ({
  orderId: order.id,
  reference: order.reference,
  customerName: order.customerName,
  items: order.items,
  shippingName: order.shippingName,
  shippingCents: order.shippingCents,
  totalCents: order.totalCents,
  currency: order.currency,
  address: addressOf(order),
  trackingNote: order.trackingNote,
});

export const addressOf = (order: Order): ShippingAddress => ({
  name: order.shipName ?? '',
  line1: order.shipLine1 ?? '',
  line2: order.shipLine2,
  city: order.shipCity ?? '',
  region: order.shipRegion,
  postalCode: order.shipPostalCode ?? '',
  country: order.shipCountry ?? '',
});

async function queueOrderMail(tx: Queryable, kind: keyof typeof ORDER_MAILS, order: Order): Promise<void> {
  if (!order.email) return;
  await enqueueMail(tx, { template: ORDER_MAILS[kind], to: order.email, data: { ...mailDataOf(order) }, stream: 'transactional', dedupeKey: `${ORDER_MAILS[kind]}:${order.id}` });
}

/**
 * Applies a checkout event to its (locked) order, in the event's transaction: paid once (a pending
 * order, or one given up as expired whose payment came after all: its stock is taken again), with
 * its confirmation mail; a failure only fails a pending order.
 */
export async function applyOrderCheckoutEvent(
  tx: Queryable,
  order: Order,
  event: CheckoutCompletedEvent | CheckoutFailedEvent,
): Promise<void> {
  if (event.type === 'checkout.failed') {
    await failOrder(tx, order, event.reason);
    return;
  }
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: event.paidAt, paymentRef: event.paymentRef, failureReason: null })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'failed'])))
    .returning();
  if (!paid) return;
  if (order.stockReleasedAt) {
    // Paid after it was given up: the items are owed, so their stock is taken again (never below zero).
    for (const line of order.items)
      if (line.itemId)
        await tx
          .update(storeItems)
          .set({ stock: sql`greatest(${storeItems.stock} - ${line.quantity}, 0)` })
          .where(and(eq(storeItems.id, line.itemId), sql`${storeItems.stock} is not null`));
    await tx.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, order.id));
  }
  await queueOrderMail(tx, 'confirmation', paid);
}

/**
 * Marks a paid order shipped with an optional tracking note, and queues the customer's "shipped"
 * mail (once). Idempotent: a shipped order is answered as it is.
 */
export async function markOrderShipped(db: Database, id: number, trackingNote: string | null, actor: Actor, now = new Date()): Promise<Order> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw graphQLError(ErrorCode.NotFound, 'No such order');
    if (order.status === 'shipped') return order;
    if (order.status !== 'paid') throw graphQLError(ErrorCode.BadUserInput, 'Only a paid order can be shipped', { reason: 'NOT_PAID' });
    const [shipped] = await tx.update(orders).set({ status: 'shipped', shippedAt: now, trackingNote }).where(eq(orders.id, id)).returning();
    await queueOrderMail(tx, 'shipped', shipped!);
    await recordAudit(tx, { actor, action: 'order.shipped', recordType: 'order', recordId: id, details: { reference: order.reference, trackingNote } });
    return shipped!;
  });
}

/** The order a payment was for (locked for the event's transaction). */
export async function findOrderByPaymentForUpdate(tx: Queryable, provider: PaymentProviderName, paymentRef: string): Promise<Order | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.paymentRef, paymentRef)))
    .for('update');
  return row;
}

/**
 * Applies a refund to its (locked) order, in the event's transaction: a paid or shipped order
 * becomes refunded once, with the customer's mail (once). An order refunded before it shipped
 * gives its stock back (the items never left); a shipped one's are gone.
 */
export async function applyOrderRefund(tx: Queryable, order: Order, event: PaymentRefundedEvent): Promise<void> {
  const [refunded] = await tx
    .update(orders)
    .set({ status: 'refunded' })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['paid', 'shipped'])))
    .returning();
  if (!refunded) return;
  if (order.status === 'paid') await releaseStock(tx, refunded);
  if (!refunded.email) return;
  const data: OrderRefundMailData = { ...mailDataOf(refunded), refundedCents: event.amountRefundedCents };
  await enqueueMail(tx, { template: ORDER_MAILS.refunded, to: refunded.email, data: { ...data }, stream: 'transactional', dedupeKey: `${ORDER_MAILS.refunded}:${order.id}` });
}

/**
 * An admin refunds a paid or shipped order: asked of the provider, with an audit entry. The order
 * changes when the provider reports the refund (the demo provider does so at once, through the
 * webhook). Refunding a refunded order is answered as it is.
 */
export async function refundOrder(db: Database, provider: PaymentProvider, id: number, actor: Actor): Promise<Order> {
  const order = await orderById(db, id);
  if (!order) throw graphQLError(ErrorCode.NotFound, 'No such order');
  if (order.status === 'refunded') return order;
  if ((order.status !== 'paid' && order.status !== 'shipped') || !order.paymentRef || order.provider !== provider.name)
    throw graphQLError(ErrorCode.BadUserInput, 'Only a paid or shipped order can be refunded', { reason: 'NOT_REFUNDABLE' });
  await provider.refundPayment(order.paymentRef);
  await recordAudit(db, { actor, action: 'order.refund-requested', recordType: 'order', recordId: id, details: { reference: order.reference, paymentRef: order.paymentRef, totalCents: order.totalCents } });
  return (await orderById(db, id))!;
}

/** Pending orders at `provider` created before `before`, oldest first (reconciliation's work). */
export async function pendingOrders(db: Queryable, provider: PaymentProviderName, before: Date, limit: number): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), eq(orders.provider, provider), sql`${orders.createdAt} < ${before}`))
    .orderBy(orders.createdAt)
    .limit(limit);
}

/** An order whose checkout was never made: given up, its stock back. */
export async function expireUnreachedOrder(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (locked) await failOrder(tx, locked, 'expired');
  });
}

export async function orderByReference(db: Queryable, reference: string): Promise<Order | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(reference)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.reference, reference));
  return row;
}

export async function orderById(db: Queryable, id: number): Promise<Order | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The admins' list: newest first. */
export async function listOrders(db: Queryable, status: OrderStatus | null, page: number): Promise<StudioList<Order>> {
  const where = status ? eq(orders.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return studioList(rows, total?.n ?? 0, page);
}

/** Every order with the status (the CSV), newest first. */
export async function allOrders(db: Queryable, status: OrderStatus | null): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(status ? eq(orders.status, status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The store's items: every one for admins, the active ones for visitors, in their order. */
export async function listStoreItems(db: Queryable, activeOnly: boolean): Promise<StoreItem[]> {
  return db
    .select()
    .from(storeItems)
    .where(activeOnly ? eq(storeItems.active, true) : undefined)
    .orderBy(asc(storeItems.sortOrder), asc(storeItems.id));
}

export async function listShippingOptions(db: Queryable, activeOnly: boolean): Promise<ShippingOption[]> {
  return db
    .select()
    .from(shippingOptions)
    .where(activeOnly ? eq(shippingOptions.active, true) : undefined)
    .orderBy(asc(shippingOptions.sortOrder), asc(shippingOptions.id));
}

export interface StoreItemWrite {
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  imageUrl: string | null;
  stock: number | null;
  active: boolean;
  sortOrder: number;
}

/** Creates (no id) or updates a store item, with an audit entry. */
export async function saveStoreItem(db: Database, id: number | null, write: StoreItemWrite, actor: Actor): Promise<StoreItem> {
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: storeItems.id }).from(storeItems).where(eq(storeItems.slug, write.slug));
    if (taken && taken.id !== id) throw invalidFields([{ field: 'slug', message: 'Another item has this address' }]);
    const [row] = id
      ? await tx.update(storeItems).set(write).where(eq(storeItems.id, id)).returning()
      : await tx.insert(storeItems).values(write).returning();
    if (!row) throw graphQLError(ErrorCode.NotFound, 'No such item');
    await recordAudit(tx, { actor, action: id ? 'store-item.updated' : 'store-item.created', recordType: 'store_item', recordId: row.id, details: { slug: row.slug, priceCents: row.priceCents, stock: row.stock, active: row.active } });
    return row;
  });
}

export interface ShippingOptionWrite {
  name: string;
  priceCents: number;
  active: boolean;
}

export async function saveShippingOption(db: Database, id: number | null, write: ShippingOptionWrite, actor: Actor): Promise<ShippingOption> {
  return db.transaction(async (tx) => {
    const [row] = id
      ? await tx.update(shippingOptions).set(write).where(eq(shippingOptions.id, id)).returning()
      : await tx.insert(shippingOptions).values(write).returning();
    if (!row) throw graphQLError(ErrorCode.NotFound, 'No such shipping option');
    await recordAudit(tx, { actor, action: id ? 'shipping-option.updated' : 'shipping-option.created', recordType: 'shipping_option', recordId: row.id, details: { ...write } });
    return row;
  });
}
