/**
 * Cache tags for content. Every cached read is tagged with `content` and with one tag per record it
 * shows (`Post:12`, `Series:3`, found through `__typename` and `id`), so a change to one record
 * refreshes exactly the pages that show it, and a change that can move records in or out of lists
 * (publish, unpublish, delete, create) refreshes everything.
 */
export const CONTENT_TAG = 'content';
/** Set instead of record tags on reads that show more records than one entry can carry. */
export const LARGE_LIST_TAG = 'content:large';
/**
 * Every read of a day's dedications: a dedication added, activated or cancelled expires these
 * (a yearly one shows on a different day each year, so no narrower tag would do), not all content.
 */
export const DEDICATIONS_TAG = 'dedications';
/**
 * Every read showing the store's items or shipping options (/order and its checkout): stock moves
 * with orders started, failed, expired or paid late, and the store is a handful of items, so its
 * pages refresh together rather than item by item.
 */
export const STORE_TAG = 'store';
const STORE_TYPES = new Set(['StoreItem', 'ShippingOption']);
/** Next keeps at most 128 tags per cache entry. */
const MAX_RECORD_TAGS = 120;

export function recordTag(typename: string, id: string | number): string {
  return `${typename}:${id}`;
}

/**
 * The tags of one read's data: `content` plus each record's tag, or `content:large` when too many;
 * and `store` when it shows the store.
 */
export function contentTagsOf(data: unknown): string[] {
  const records = new Set<string>();
  collectRecordTags(data, records);
  const store = [...records].some((tag) => STORE_TYPES.has(tag.slice(0, tag.indexOf(':')))) ? [STORE_TAG] : [];
  if (records.size > MAX_RECORD_TAGS) return [CONTENT_TAG, LARGE_LIST_TAG, ...store];
  return [CONTENT_TAG, ...store, ...records];
}

function collectRecordTags(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRecordTags(item, into);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const { __typename: typename, id } = record;
  if (typeof typename === 'string' && (typeof id === 'string' || typeof id === 'number')) {
    into.add(recordTag(typename, id));
  }
  for (const child of Object.values(record)) collectRecordTags(child, into);
}
