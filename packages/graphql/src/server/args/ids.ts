import { z } from 'zod';
import { badUserInput } from '../errors';

/**
 * Argument parsing at the GraphQL boundary: a malformed value becomes a BAD_USER_INPUT error that
 * names the argument, never a database error.
 */
const numericId = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,9}$/))
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

export function parseNumericId(value: unknown, argumentName = 'id'): number {
  const parsed = numericId.safeParse(value);
  if (!parsed.success) throw badUserInput(`"${String(value)}" is not a valid id`, argumentName);
  return parsed.data;
}

/** Slugs of pages and tags: lowercase words joined by hyphens. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseSlug(value: unknown, argumentName = 'id'): string {
  if (typeof value !== 'string' || value.length > 120 || !slugPattern.test(value)) {
    throw badUserInput(`"${String(value)}" is not a valid id`, argumentName);
  }
  return value;
}
