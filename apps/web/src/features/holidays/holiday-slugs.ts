import { holidays, slugify, type Holiday } from '@openshiur/reference-data';

/** URL slug of a holiday of reference-data's list: "Tisha b'Av" → "tisha-bav". */
export const holidaySlug = (holiday: Holiday): string => slugify(holiday);

const bySlug = new Map<string, Holiday>(holidays.map((holiday) => [holidaySlug(holiday), holiday]));

/** The holiday with this slug, for `/holidays/{slug}`. */
export function holidayBySlug(slug: string): Holiday | undefined {
  return bySlug.get(slug);
}

export const holidayHref = (holiday: Holiday) => `/holidays/${holidaySlug(holiday)}`;
