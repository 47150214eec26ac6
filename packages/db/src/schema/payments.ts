/** Money received: donations (memorial ones too) and orders. Card data never reaches this database. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { isAtLeast, isOneOf } from './checks';
import { createdAt, instant, updatedAt } from './columns';
import { users } from './users';
import {
  dedicationTypes,
  demoCheckoutStates,
  donationFrequencies,
  donationKinds,
  donationPaymentStatuses,
  donationStatuses,
  orderStatuses,
  paymentProviders,
  subscriptionStates,
  type DedicationType,
  type DemoCheckoutState,
  type DonationFrequency,
  type DonationKind,
  type DonationPaymentStatus,
  type DonationStatus,
  type OrderStatus,
  type PaymentProviderName,
  type SubscriptionState,
} from './values';

/** ISO 4217 code in capitals, e.g. USD. */
const currencyCheck = (column: AnyPgColumn) => sql`${column} ~ '^[A-Z]{3}$'`;

export const donations = pgTable(
  'donations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Null for anonymous donors; kept (set null) when the user is deleted, for the accounts. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    donorName: text('donor_name'),
    email: text('email'),
    kind: text('kind').$type<DonationKind>().notNull().default('general'),
    /** The name a memorial donation honours. */
    inMemoryOf: text('in_memory_of'),
    /** The name a general donation is dedicated to (see dedicationType). */
    dedication: text('dedication'),
    /** "In honour of" or "In memory of" `dedication`; null without a dedication. */
    dedicationType: text('dedication_type').$type<DedicationType>(),
    /** The donor's message, plain text. */
    message: text('message'),
    /** The donor's name is never shown or published (the e-mail is still kept, for the receipt). */
    anonymous: boolean('anonymous').notNull().default(false),
    frequency: text('frequency').$type<DonationFrequency>().notNull().default('one_time'),
    status: text('status').$type<DonationStatus>().notNull().default('pending'),
    /**
     * Our reference for the provider and the thank-you page's address: random, so a visitor cannot
     * read other donations by counting.
     */
    reference: uuid('reference').notNull().unique().defaultRandom(),
    /** Which provider the checkout was made at. */
    provider: text('provider').$type<PaymentProviderName>(),
    /** The payment provider's id (a checkout session or a test-mode reference). */
    providerRef: text('provider_ref').unique(),
    /** A monthly gift's standing order at the provider, once its checkout is paid. */
    providerSubscriptionId: text('provider_subscription_id').unique(),
    subscriptionState: text('subscription_state').$type<SubscriptionState>(),
    subscriptionCancelledAt: instant('subscription_cancelled_at'),
    /** When the first payment was confirmed (status completed). */
    paidAt: instant('paid_at'),
    /** Why it failed: declined, expired (abandoned), … */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('donations_amount_check', isAtLeast(table.amountCents, 1)),
    check('donations_currency_check', currencyCheck(table.currency)),
    check('donations_kind_check', isOneOf(table.kind, donationKinds)),
    check('donations_status_check', isOneOf(table.status, donationStatuses)),
    check('donations_frequency_check', isOneOf(table.frequency, donationFrequencies)),
    check('donations_dedication_type_check', isOneOf(table.dedicationType, dedicationTypes)),
    check('donations_dedication_check', sql`${table.dedicationType} is null or ${table.dedication} is not null`),
    check('donations_provider_check', isOneOf(table.provider, paymentProviders)),
    check('donations_subscription_state_check', isOneOf(table.subscriptionState, subscriptionStates)),
    check(
      'donations_memorial_check',
      sql`${table.kind} <> 'memorial' or ${table.inMemoryOf} is not null`,
    ),
    index('donations_user_id_idx').on(table.userId),
    index('donations_status_created_idx').on(table.status, table.createdAt),
  ],
);

/**
 * Every payment received for a donation: the first, and each month's for a monthly gift. One row
 * per provider payment (a payment intent, an invoice), so a webhook delivered twice records it once;
 * each row gets its own receipt.
 */
export const donationPayments = pgTable(
  'donation_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerPaymentRef: text('provider_payment_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: instant('paid_at').notNull(),
    /** 'refunded' once the provider reports the payment refunded (a monthly gift's months are refunded one by one). */
    status: text('status').$type<DonationPaymentStatus>().notNull().default('paid'),
    refundedAt: instant('refunded_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('donation_payments_status_check', isOneOf(table.status, donationPaymentStatuses)),
    unique('donation_payments_provider_ref_unique').on(table.provider, table.providerPaymentRef),
    check('donation_payments_amount_check', isAtLeast(table.amountCents, 1)),
    check('donation_payments_currency_check', currencyCheck(table.currency)),
    check('donation_payments_provider_check', isOneOf(table.provider, paymentProviders)),
    index('donation_payments_donation_id_idx').on(table.donationId),
  ],
);

/**
 * Webhook events already handled, by the provider's event id: a redelivered event finds its row
 * and changes nothing. Written in the transaction that applies the event.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (table) => [
    unique('payment_events_provider_event_unique').on(table.provider, table.eventId),
    check('payment_events_provider_check', isOneOf(table.provider, paymentProviders)),
  ],
);

/** One line of a checkout: what it is, how many, and the price the server set. */
export interface CheckoutLineItem {
  name: string;
  quantity: number;
  unitAmountCents: number;
}

/**
 * The demo payment provider's checkouts (no money moves): what the visitor is asked to pay, and
 * what they did. Plays the part of the provider's own records, which reconciliation reads.
 */
export const demoCheckouts = pgTable(
  'demo_checkouts',
  {
    id: text('id').primaryKey(),
    mode: text('mode').$type<'payment' | 'subscription'>().notNull(),
    reference: text('reference').notNull(),
    purpose: text('purpose').notNull(),
    lineItems: jsonb('line_items').$type<CheckoutLineItem[]>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    customerEmail: text('customer_email'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    state: text('state').$type<DemoCheckoutState>().notNull().default('open'),
    /** The payment made at checkout. */
    paymentRef: text('payment_ref'),
    subscriptionId: text('subscription_id').unique(),
    subscriptionState: text('subscription_state').$type<SubscriptionState>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('demo_checkouts_mode_check', isOneOf(table.mode, ['payment', 'subscription'])),
    check('demo_checkouts_state_check', isOneOf(table.state, demoCheckoutStates)),
    check('demo_checkouts_subscription_state_check', isOneOf(table.subscriptionState, subscriptionStates)),
    check('demo_checkouts_currency_check', currencyCheck(table.currency)),
  ],
);

/**
 * Every payment the demo provider took (the checkout's own, and each month of a monthly gift), as
 * a provider's ledger: a refund is recorded here, and reported with the payment's amount.
 */
export const demoPayments = pgTable('demo_payments', {
  paymentRef: text('payment_ref').primaryKey(),
  checkoutId: text('checkout_id')
    .notNull()
    .references(() => demoCheckouts.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  refundedAt: instant('refunded_at'),
  createdAt: createdAt(),
});

/** One line of an order, as it was when ordered (prices change; orders must not). */
export interface OrderItem {
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * What the store sells (/order): price, picture and stock, managed by admins in the studio. Orders
 * copy the name and price into their `items`, so a later change never alters an order.
 */
export const storeItems = pgTable(
  'store_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Plain text. */
    description: text('description').notNull().default(''),
    /** In the store's currency (the site's DONATION_CURRENCY). */
    priceCents: integer('price_cents').notNull(),
    /** https://… or /media/…; null: no picture. */
    imageUrl: text('image_url'),
    /** How many are left; null: unlimited. Reserved (decremented) when a checkout starts. */
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('store_items_price_check', isAtLeast(table.priceCents, 1)),
    check('store_items_stock_check', sql`${table.stock} is null or ${table.stock} >= 0`),
    check('store_items_image_check', sql`${table.imageUrl} is null or ${table.imageUrl} ~ '^(https://|/media/)'`),
  ],
);

/** How an order can be sent, at what cost (managed by admins). */
export const shippingOptions = pgTable(
  'shipping_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('shipping_options_price_check', isAtLeast(table.priceCents, 0))],
);

/** One line of an order, as it was when ordered (prices change; orders must not). */
export interface OrderItem {
  /** The store item's slug. */
  sku: string;
  /** The store item's id (stock is given back to it when the order fails). */
  itemId?: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Random, like a donation's: the thank-you page's address and the provider's reference. */
    reference: uuid('reference').notNull().unique().defaultRandom(),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    /** Items and shipping, as charged. */
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    customerName: text('customer_name'),
    email: text('email'),
    shipName: text('ship_name'),
    shipLine1: text('ship_line1'),
    shipLine2: text('ship_line2'),
    shipCity: text('ship_city'),
    shipRegion: text('ship_region'),
    shipPostalCode: text('ship_postal_code'),
    shipCountry: text('ship_country'),
    shippingOptionId: integer('shipping_option_id').references(() => shippingOptions.id, { onDelete: 'set null' }),
    shippingName: text('shipping_name'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    provider: text('provider').$type<PaymentProviderName>(),
    providerRef: text('provider_ref').unique(),
    /** The provider's payment id, once paid. */
    paymentRef: text('payment_ref'),
    paidAt: instant('paid_at'),
    shippedAt: instant('shipped_at'),
    trackingNote: text('tracking_note'),
    failureReason: text('failure_reason'),
    /** When the reserved stock went back to the items (a failed or cancelled order, once). */
    stockReleasedAt: instant('stock_released_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('orders_total_check', isAtLeast(table.totalCents, 0)),
    check('orders_shipping_check', isAtLeast(table.shippingCents, 0)),
    check('orders_currency_check', currencyCheck(table.currency)),
    check('orders_status_check', isOneOf(table.status, orderStatuses)),
    check('orders_provider_check', isOneOf(table.provider, paymentProviders)),
    index('orders_user_id_idx').on(table.userId),
    index('orders_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type Donation = typeof donations.$inferSelect;
export type DonationPayment = typeof donationPayments.$inferSelect;
export type DemoCheckout = typeof demoCheckouts.$inferSelect;
export type DemoPayment = typeof demoPayments.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type StoreItem = typeof storeItems.$inferSelect;
export type NewStoreItem = typeof storeItems.$inferInsert;
export type ShippingOption = typeof shippingOptions.$inferSelect;
export type NewShippingOption = typeof shippingOptions.$inferInsert;
