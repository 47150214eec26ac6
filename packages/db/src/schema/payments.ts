/** Money received: donations (memorial ones too) and orders. Card data never reaches this database. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { isAtLeast, isOneOf } from './checks';
import { createdAt, updatedAt } from './columns';
import { users } from './users';
import {
  donationKinds,
  donationStatuses,
  orderStatuses,
  type DonationKind,
  type DonationStatus,
  type OrderStatus,
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
    dedication: text('dedication'),
    status: text('status').$type<DonationStatus>().notNull().default('pending'),
    /** The payment provider's id (a checkout session or a test-mode reference). */
    providerRef: text('provider_ref').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('donations_amount_check', isAtLeast(table.amountCents, 1)),
    check('donations_currency_check', currencyCheck(table.currency)),
    check('donations_kind_check', isOneOf(table.kind, donationKinds)),
    check('donations_status_check', isOneOf(table.status, donationStatuses)),
    check(
      'donations_memorial_check',
      sql`${table.kind} <> 'memorial' or ${table.inMemoryOf} is not null`,
    ),
    index('donations_user_id_idx').on(table.userId),
  ],
);

/** One line of an order, as it was when ordered (prices change; orders must not). */
export interface OrderItem {
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('orders_total_check', isAtLeast(table.totalCents, 0)),
    check('orders_currency_check', currencyCheck(table.currency)),
    check('orders_status_check', isOneOf(table.status, orderStatuses)),
    index('orders_user_id_idx').on(table.userId),
  ],
);

export type Donation = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
