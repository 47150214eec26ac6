import { notFound } from 'next/navigation';

/**
 * Route parameters are validated before any query: a malformed id is the 404 page, never a 500.
 */
export function numericIdOrNotFound(value: string | undefined): string {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) notFound();
  return value;
}

export function slugOrNotFound(value: string | undefined): string {
  if (!value || value.length > 120 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) notFound();
  return value;
}

/** A search-param value as one string (repeated params take the first). */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Cursors come from our own "More" links; anything else is ignored rather than an error. */
export function cursorParam(value: string | string[] | undefined): string | undefined {
  const cursor = firstParam(value);
  return cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? cursor : undefined;
}
