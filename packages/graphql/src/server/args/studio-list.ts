import { parseNumericId } from './ids';
import { badUserInput } from '../errors';

/** Longer searches are typing accidents or probes; no name or title holds anything near this. */
const MAX_SEARCH_LENGTH = 200;
/** Far beyond any real catalogue's last page, and small enough that OFFSET stays an integer. */
const MAX_PAGE = 100_000;

/** The search words and page number of a studio list, checked (BAD_USER_INPUT naming the argument). */
export function parseStudioListArgs(args: { search?: string | null; page?: number | null }): { search: string | null; page: number } {
  const search = args.search ?? null;
  if (search !== null && search.length > MAX_SEARCH_LENGTH) throw badUserInput(`Search for at most ${MAX_SEARCH_LENGTH} characters`, 'search');
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badUserInput(`page must be a whole number from 1 to ${MAX_PAGE}`, 'page');
  return { search, page };
}

/** The version a save starts from (`baseUpdatedAt`), as a Date; null for an unconditional save. */
/** The target of a save: none to create, else the id and the version the editor started from. */
export const saveTargetOf = (id: string | null | undefined, baseUpdatedAt: unknown) =>
  id == null ? null : { id: parseNumericId(id), baseUpdatedAt: parseBaseUpdatedAt(baseUpdatedAt) };

export function parseBaseUpdatedAt(value: unknown): Date | null {
  if (value == null) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw badUserInput('baseUpdatedAt is not a date', 'baseUpdatedAt');
  return date;
}
