import { badUserInput } from '../errors';

/** Arguments of lists: how many items a page may hold, and the free-text search of browse lists. */

export const MAX_PAGE_SIZE = 100;

export function parsePageSize(value: number | null | undefined, fallback: number): number {
  const size = value ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, 'first');
  }
  return size;
}

/** At most this many related shiurim per request (the page shows a handful). */
export const MAX_RELATED = 20;

export function parseRelatedCount(value: number | null | undefined, fallback = 6): number {
  const count = value ?? fallback;
  if (!Number.isInteger(count) || count < 1 || count > MAX_RELATED) {
    throw badUserInput(`first must be between 1 and ${MAX_RELATED}`, 'first');
  }
  return count;
}

/** Free-text search arguments: trimmed, bounded, empty treated as absent. */
export function parseSearchText(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.length > 200) throw badUserInput('search is longer than 200 characters', 'search');
  return text;
}
