/**
 * Messages sent with the contact form on /connect. Kept so an admin can read them in the studio
 * even when the organisation's mailbox lost the mail; nothing about the sender beyond what they
 * typed (no client address).
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  // The studio lists them newest first.
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt.desc(), table.id.desc())],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
