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

/** `column BETWEEN minimum AND maximum` for references into fixed tables (NULL passes). */
export function isBetween(column: AnyPgColumn, minimum: number, maximum: number): SQL {
  return sql`${column} between ${sql.raw(String(minimum))} and ${sql.raw(String(maximum))}`;
}

/**
 * `child` lies within the range its `parent` allows: `child BETWEEN 1 AND (CASE parent WHEN …)`,
 * for chapters of books whose chapter counts differ. A child without a parent, or a parent outside
 * `limits`, fails; a NULL child passes.
 */
export function isWithinParent(
  child: AnyPgColumn,
  parent: AnyPgColumn,
  limits: ReadonlyArray<readonly [parent: string, maximum: number]>,
): SQL {
  const cases = sql.join(
    limits.map(([name, maximum]) => sql`when ${literal(name)} then ${sql.raw(String(maximum))}`),
    sql` `,
  );
  // A CHECK passes on NULL, so an unknown or missing parent must give a false result, not NULL.
  return sql`${child} is null or (${parent} is not null and ${child} between 1 and coalesce(case ${parent} ${cases} end, 0))`;
}
