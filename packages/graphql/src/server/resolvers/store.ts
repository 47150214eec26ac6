import type { Order, OrderStatus as OrderStatusValue, ShippingOption, StoreItem } from '@openshiur/db';
import type {
  MutationResolvers,
  OrderStatus,
  QueryResolvers,
  ShippingOption as ShippingOptionType,
  StoreItem as StoreItemType,
  StudioOrder,
} from '../../generated/resolvers';
import { parseOrderInput, parseShippingOptionInput, parseStoreItemInput } from '../args/order-input';
import { parseStudioListArgs } from '../args/studio-list';
import { recordId } from '../args/fields';
import { badUserInput } from '../errors';
import {
  allOrders,
  listOrders,
  listShippingOptions,
  listStoreItems,
  markOrderShipped,
  orderById,
  orderByReference,
  refundOrder,
  saveShippingOption,
  saveStoreItem,
  startOrderCheckout,
} from '../payments/orders';
import { atProvider, paymentsOf } from './donations';
import { requireActor, requireRole } from '../roles';

const statusOf = (row: Order) => row.status.toUpperCase() as OrderStatus;
const statusFilter = (status: OrderStatus | null | undefined) => (status ? (status.toLowerCase() as OrderStatusValue) : null);
const linesOf = (row: Order) => row.items.map(({ sku, name, quantity, unitPriceCents }) => ({ sku, name, quantity, unitPriceCents }));

const idOf = (id: string | null | undefined, name = 'id'): number => {
  const parsed = recordId.safeParse(id);
  if (!parsed.success) throw badUserInput('Not a valid id', name);
  return parsed.data;
};

const toStoreItem = (row: StoreItem): StoreItemType => ({ ...row, id: String(row.id) });
const toShippingOption = (row: ShippingOption): ShippingOptionType => ({ id: String(row.id), name: row.name, priceCents: row.priceCents, active: row.active });

const toStudioOrder = (row: Order): StudioOrder => ({
  ...row,
  id: String(row.id),
  status: statusOf(row),
  items: linesOf(row),
});

export const storeQueries: Pick<
  QueryResolvers,
  'storeItems' | 'shippingOptions' | 'order' | 'studioOrders' | 'studioOrder' | 'studioOrderExport' | 'studioStoreItems' | 'studioShippingOptions'
> = {
  storeItems: async (_parent, _args, ctx) => (await listStoreItems(ctx.db, true)).map(toStoreItem),
  shippingOptions: async (_parent, _args, ctx) => (await listShippingOptions(ctx.db, true)).map(toShippingOption),
  order: async (_parent, { reference }, ctx) => {
    const row = await orderByReference(ctx.db, reference);
    return row
      ? { reference: row.reference, status: statusOf(row), items: linesOf(row), shippingName: row.shippingName, shippingCents: row.shippingCents, totalCents: row.totalCents, currency: row.currency }
      : null;
  },
  studioOrders: async (_parent, { status, page }, ctx) => {
    await requireRole(ctx, 'admin');
    const list = await listOrders(ctx.db, statusFilter(status), parseStudioListArgs({ page }).page);
    return { ...list, items: list.items.map(toStudioOrder) };
  },
  studioOrder: async (_parent, { id }, ctx) => {
    await requireRole(ctx, 'admin');
    const row = await orderById(ctx.db, idOf(id));
    return row ? toStudioOrder(row) : null;
  },
  studioOrderExport: async (_parent, { status }, ctx) => {
    await requireRole(ctx, 'admin');
    return (await allOrders(ctx.db, statusFilter(status))).map(toStudioOrder);
  },
  studioStoreItems: async (_parent, _args, ctx) => {
    await requireRole(ctx, 'admin');
    return (await listStoreItems(ctx.db, false)).map(toStoreItem);
  },
  studioShippingOptions: async (_parent, _args, ctx) => {
    await requireRole(ctx, 'admin');
    return (await listShippingOptions(ctx.db, false)).map(toShippingOption);
  },
};

export const storeMutations: Pick<MutationResolvers, 'startOrder' | 'markOrderShipped' | 'refundOrder' | 'saveStoreItem' | 'saveShippingOption'> = {
  startOrder: async (_parent, { input }, ctx) => {
    const payments = paymentsOf(ctx);
    const write = parseOrderInput(input);
    const started = await atProvider('the order checkout', () =>
      startOrderCheckout(ctx.db, payments.provider, write, payments.donationLimits.currency, payments.orderReturnUrls),
    );
    return { reference: started.order.reference, redirectUrl: started.redirectUrl };
  },
  markOrderShipped: async (_parent, { id, trackingNote }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    const note = trackingNote?.trim().slice(0, 500) || null;
    const shipped = await markOrderShipped(ctx.db, idOf(id), note, actor);
    ctx.mailQueued();
    return toStudioOrder(shipped);
  },
  refundOrder: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    const orderId = idOf(id);
    const { provider } = paymentsOf(ctx);
    const order = await atProvider('a refund', () => refundOrder(ctx.db, provider, orderId, actor));
    // The demo provider has reported the refund already (its mail is queued); Stripe will shortly.
    ctx.mailQueued();
    return toStudioOrder(order);
  },
  saveStoreItem: async (_parent, { id, input }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    const row = await saveStoreItem(ctx.db, id ? idOf(id) : null, parseStoreItemInput(input), actor);
    return toStoreItem(row);
  },
  saveShippingOption: async (_parent, { id, input }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    return toShippingOption(await saveShippingOption(ctx.db, id ? idOf(id) : null, parseShippingOptionInput(input), actor));
  },
};
