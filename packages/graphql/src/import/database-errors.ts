/**
 * A database error during one row's write, as a field and a message for the row's report. The
 * checks before writing mirror the tables' constraints, so this is for what they cannot see (a
 * slug taken meanwhile, a constraint added later).
 */
import type { FieldError } from '../server/errors';

interface PgErrorFields {
  message?: string;
  constraint?: string;
  detail?: string;
  cause?: unknown;
}

export function databaseFieldError(error: unknown): FieldError {
  // Drizzle wraps the driver's error ("Failed query: …") with the driver's as its cause.
  let found = error as PgErrorFields | undefined;
  while (found?.cause && typeof found.cause === 'object' && !found.constraint)
    found = found.cause as PgErrorFields;
  const source = found ?? {};
  const constraint = source.constraint ?? '';
  // `posts_daf_check` → daf, `posts_slug_unique` → slug: the column the constraint is about.
  const field = constraint
    .replace(/^(posts|series|authors|post_authors|post_tags|tags)_/, '')
    .replace(/_(check|key|unique|fkey|pkey|idx)$/, '')
    .replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const message = [source.message ?? String(error), source.detail].filter(Boolean).join(': ');
  return { field, message: `The database refused the row: ${message}` };
}
