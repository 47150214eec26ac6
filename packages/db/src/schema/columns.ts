import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone, so servers in different zones agree. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

export function createdAt() {
  return instant('created_at').notNull().defaultNow();
}

/** Set on every update through Drizzle; raw SQL updates must set it themselves. */
export function updatedAt() {
  return instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

/**
 * A PostgreSQL `tsvector` (full-text search document). Only ever a generated column: the database
 * computes it, so the value is never read or written by the application.
 */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
