import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
