/** Sign-in sessions kept by the server, so signing out, "sign out everywhere" and an admin's revocation take effect at once. */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    /**
     * The SHA-256 of the cookie's secret (base64url). The secret itself is never stored, so a copy
     * of this table cannot be replayed as anyone's cookie.
     */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The verified ID token's claims at sign-in (profile and roles); the token itself is not kept. */
    claims: jsonb('claims').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    /** Moved forward as the visitor uses the site (at most once a minute): the idle timeout counts from here. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** The absolute timeout: no use extends a session past it. */
    expiresAt: instant('expires_at').notNull(),
    /** The browser that signed in (User-Agent, cut to 200 characters), so a person can tell sessions apart. */
    userAgent: text('user_agent'),
  },
  (table) => [
    // "Sign out everywhere" and an admin's revocation end every session of one user.
    index('sessions_user_id_idx').on(table.userId),
    // Expired sessions are swept by the time they end.
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

export type Session = typeof sessions.$inferSelect;
