import { firstParam } from './route-params';

/** The deepest numbered page the lists link to (the API refuses deeper ones). */
export const MAX_PAGE = 10_000;

/** `?page=` as a page number: a whole number from 1 to MAX_PAGE; anything else is the first page. */
export function pageParam(value: string | string[] | undefined): number {
  const text = firstParam(value);
  if (!text || !/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
