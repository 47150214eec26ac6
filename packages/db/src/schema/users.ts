import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './checks';
import { createdAt, updatedAt } from './columns';

export const alertFrequencies = ['immediate', 'daily'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/**
 * People who signed in. A row is created on first sign-in and keyed by the identity provider's
 * subject, so changing provider accounts (e-mail, name) never creates a second user.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The identity provider's `sub` claim. */
  subject: text('subject').notNull().unique(),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  /** Avatar URL from the identity provider. */
  picture: text('picture'),
  /** How alerts of followed series and authors arrive: each at once, or one digest a day. */
  alertFrequency: text('alert_frequency').$type<AlertFrequency>().notNull().default('immediate'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (table) => [check('users_alert_frequency_check', isOneOf(table.alertFrequency, alertFrequencies))]);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
