import { z } from 'zod';
import { badUserInput } from './errors';

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

export const MAX_PAGE_SIZE = 100;

export function parsePageSize(value: number | null | undefined, fallback: number): number {
  const size = value ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, 'first');
  }
  return size;
}

/** Free-text search arguments: trimmed, bounded, empty treated as absent. */
export function parseSearchText(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length > 200) throw badUserInput('search is longer than 200 characters', 'search');
  return text;
}

/** A value from one of reference-data's vocabularies; anything else is a BAD_USER_INPUT error. */
export function parseOneOf<T extends string>(values: readonly T[], value: string, argumentName: string): T {
  if (!(values as readonly string[]).includes(value)) {
    throw badUserInput(`"${value}" is not a valid ${argumentName}`, argumentName);
  }
  return value as T;
}
