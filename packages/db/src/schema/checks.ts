import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Renders a string as an SQL literal. CHECK constraints are DDL, where bind parameters are not
 * allowed, so the allowed values must be written into the statement itself.
 */
function literal(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/** `column IN ('a', 'b', ...)`: NULL passes, as in every CHECK; add `.notNull()` to forbid it. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(values.map(literal), sql`, `)})`;
}

/** `column >= minimum` for counters and positions (NULL passes). */
export function isAtLeast(column: AnyPgColumn, minimum: number): SQL {
  return sql`${column} >= ${sql.raw(String(minimum))}`;
}

/** `column <@ ARRAY[...]`: every element of an array column is one of the allowed values. */
export function isSubsetOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${sql.join(values.map(literal), sql`, `)}]::text[]`;
}
