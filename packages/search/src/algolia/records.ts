/**
 * Algolia records from database rows. Pure functions: `rows.ts` reads the rows, this shapes them.
 *
 * A post record carries what the engine searches (title, series and author names, excerpt, body
 * as plain text), filters and counts (ids and reference-data values) and sorts by (`publishedAt`).
 * Author and series records carry the hit fields plus a sort key for the name-ordered lists.
 */
import { sanitizeInline, stripMarkup } from '../text/markup';
import { normalizeForSearch } from '../text/normalize';

/** Algolia rejects records above 10 KB (JSON, UTF-8) on the smaller plans. */
export const ALGOLIA_MAX_RECORD_BYTES = 10_000;
/** What a record may use: a margin under the limit for JSON escaping differences. */
export const RECORD_BUDGET_BYTES = 9_000;
/** The excerpt is a summary; beyond this it only crowds out the body. */
export const EXCERPT_MAX_BYTES = 1_000;

export interface PostSource {
  id: number;
  title: string;
  excerpt: string | null;
  /** Sanitized HTML. */
  body: string | null;
  topics: readonly string[];
  holidays: readonly string[];
  mediaType: string;
  language: string;
  clipLength: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  seriesId: number | null;
  seriesName: string | null;
  /** In credit order. */
  authors: readonly { id: number; name: string }[];
}

export interface PostRecord {
  objectID: string;
  title: string;
  /** Plain text of the series name, searchable. */
  seriesName?: string;
  /** Plain text of each author's name, searchable. */
  authorNames: string[];
  excerpt?: string;
  /** Plain text, truncated so the record stays under the size limit. */
  body?: string;
  topics: string[];
  /** Author ids, as strings (facet values are strings). */
  authors: string[];
  /** Series id, as a string; absent when the post has no series. */
  series?: string;
  mediaType: string;
  language: string;
  clipLength?: string;
  holidays: string[];
  /** Unix seconds: Algolia sorts numbers, not dates. */
  publishedAt: number;
}

export interface AuthorSource {
  id: number;
  /** Sanitized markup: the search popup renders an author's name as formatted text. */
  name: string;
  image: string | null;
}

export interface AuthorRecord {
  objectID: string;
  /** Sanitized inline markup (browsers read records directly): the dropdown renders it. */
  name: string;
  /** The name without markup: what is searched, so tag names never match. */
  plainName: string;
  /** Null for "no image": an empty string in the database means the same. */
  image: string | null;
  sortName: string;
}

export interface SeriesSource {
  id: number;
  name: string;
}

export interface SeriesRecord {
  objectID: string;
  name: string;
  /** The name as plain text: what is searched. */
  plainName: string;
  sortName: string;
}

/** Markup as plain text, for searching and sorting (the shared markup policy). */
export const plainText = stripMarkup;

const encoder = new TextEncoder();

export function byteLength(text: string): number {
  return encoder.encode(text).length;
}

/** The record as Algolia measures it: its JSON in UTF-8. */
export function recordBytes(record: object): number {
  return byteLength(JSON.stringify(record));
}

/**
 * At most `maxBytes` of UTF-8, cut at a word boundary when one is near, never inside a character.
 * JSON escaping is not counted here; callers leave a margin (RECORD_BUDGET_BYTES).
 */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (maxBytes <= 0) return '';
  if (byteLength(text) <= maxBytes) return text;
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    const size = byteLength(character);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += character.length;
  }
  const cut = text.slice(0, end);
  // Prefer ending on a whole word, unless that would throw away most of the text.
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > end * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

/** The order of the name lists: case, diacritics, Hebrew points and markup do not count. */
export function sortKey(name: string): string {
  return normalizeForSearch(plainText(name)).replace(/\s+/g, ' ').trim();
}

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function withoutEmpty(text: string | null): string | undefined {
  const plain = text ? plainText(text) : '';
  return plain === '' ? undefined : plain;
}

export function postRecord(source: PostSource): PostRecord {
  const seriesName = withoutEmpty(source.seriesName);
  const excerpt = withoutEmpty(source.excerpt);
  const record: PostRecord = {
    objectID: String(source.id),
    title: source.title,
    ...(seriesName ? { seriesName } : {}),
    authorNames: source.authors
      .map((author) => plainText(author.name))
      .filter((name) => name !== ''),
    ...(excerpt ? { excerpt: truncateUtf8(excerpt, EXCERPT_MAX_BYTES) } : {}),
    topics: [...source.topics],
    authors: source.authors.map((author) => String(author.id)),
    ...(source.seriesId === null ? {} : { series: String(source.seriesId) }),
    mediaType: source.mediaType,
    language: source.language,
    ...(source.clipLength ? { clipLength: source.clipLength } : {}),
    holidays: [...source.holidays],
    // A Published post without a date (imported data) sorts by when it was written.
    publishedAt: unixSeconds(source.publishedAt ?? source.createdAt),
  };
  const body = withoutEmpty(source.body);
  if (body) {
    // `"body":"…",` costs 10 bytes beyond the text itself.
    const room = RECORD_BUDGET_BYTES - recordBytes(record) - 10;
    const truncated = truncateUtf8(body, room);
    if (truncated) record.body = truncated;
  }
  if (recordBytes(record) > ALGOLIA_MAX_RECORD_BYTES) {
    throw new Error(
      `Post ${source.id} makes an Algolia record above ${ALGOLIA_MAX_RECORD_BYTES} bytes even without its body`,
    );
  }
  return record;
}

export function authorRecord(source: AuthorSource): AuthorRecord {
  return {
    objectID: String(source.id),
    name: sanitizeInline(source.name),
    plainName: plainText(source.name),
    image: source.image && source.image.trim() !== '' ? source.image : null,
    sortName: sortKey(source.name),
  };
}

export function seriesRecord(source: SeriesSource): SeriesRecord {
  return {
    objectID: String(source.id),
    name: source.name,
    plainName: plainText(source.name),
    sortName: sortKey(source.name),
  };
}
