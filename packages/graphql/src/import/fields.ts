/**
 * The fields a catalogue file may give for each kind of record, and how a value is read whatever
 * the file's format: a CSV cell is always text ("12", "a|b", ""), a JSON value may already be a
 * number or a list. Both come out the same here, so the two formats describe the same records.
 */
import type { FieldError } from '../server/errors';

export const recordTypes = ['author', 'series', 'post'] as const;
export type RecordType = (typeof recordTypes)[number];

/** `text` is kept as given (trimmed); `int` a whole number; `list` several texts; `instant` a moment. */
export type FieldKind = 'text' | 'int' | 'list' | 'instant';

const authorFields = {
  externalId: 'text',
  name: 'text',
  bio: 'text',
  image: 'text',
} as const satisfies Record<string, FieldKind>;

const seriesFields = {
  externalId: 'text',
  name: 'text',
  description: 'text',
  topics: 'list',
  orderOption: 'text',
  platform: 'text',
  image: 'text',
} as const satisfies Record<string, FieldKind>;

const postFields = {
  externalId: 'text',
  title: 'text',
  status: 'text',
  platform: 'text',
  postType: 'text',
  mediaType: 'text',
  language: 'text',
  clipLength: 'text',
  durationSeconds: 'int',
  audioUrl: 'text',
  videoUrl: 'text',
  documentUrl: 'text',
  thumbnail: 'text',
  body: 'text',
  excerpt: 'text',
  topics: 'list',
  holidays: 'list',
  tags: 'list',
  /** The series' external id. */
  series: 'text',
  /** The authors' external ids, in credit order. */
  authors: 'list',
  publishedAt: 'instant',
  /** When a Scheduled post goes live. */
  scheduledFor: 'instant',
  masechta: 'text',
  daf: 'int',
  amud: 'text',
  yerushalmiMasechta: 'text',
  yerushalmiDaf: 'int',
  mishnaMasechta: 'text',
  perek: 'int',
  mishnah: 'int',
  parsha: 'text',
  nachBook: 'text',
  nachChapter: 'int',
  episodeNumber: 'int',
  rambamBook: 'text',
  rambamChapter: 'int',
  kitzurSiman: 'int',
  mitzvah: 'int',
} as const satisfies Record<string, FieldKind>;

export const fieldsByType: Readonly<Record<RecordType, Readonly<Record<string, FieldKind>>>> = {
  author: authorFields,
  series: seriesFields,
  post: postFields,
};

/** Every field name of any type: a CSV column outside this set is a mistake in the whole file. */
export const allFieldNames: ReadonlySet<string> = new Set(
  Object.values(fieldsByType).flatMap(Object.keys),
);

/** In a CSV cell, the items of a list (authors, topics, tags) are separated by `|`. */
export const LIST_SEPARATOR = '|';

/**
 * One record as the file gives it, its values read by field kind. `row` says where it is: the line
 * its CSV record starts on, or its 1-based position in its JSON list. Values that could not be
 * read are left out and reported in `errors`, so validation still checks the rest.
 */
export interface SourceRecord {
  type: RecordType;
  row: number;
  values: Record<string, unknown>;
  errors: FieldError[];
}

/** Reads one record's fields: empty values are left out (an empty cell is a field not given). */
export function readFields(
  type: RecordType,
  row: number,
  fields: Record<string, unknown>,
): SourceRecord {
  const kinds = fieldsByType[type];
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [field, raw] of Object.entries(fields)) {
    const kind = kinds[field];
    const value = readValue(kind ?? 'text', raw);
    if (value === undefined) continue;
    if (!kind)
      errors.push({ field, message: `Not a field of ${type === 'author' ? 'an' : 'a'} ${type}` });
    else if (value instanceof Problem) errors.push({ field, message: value.message });
    else values[field] = value;
  }
  return { type, row, values, errors };
}

class Problem {
  constructor(readonly message: string) {}
}

function readValue(kind: FieldKind, raw: unknown): unknown {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw === 'string' && raw.trim() === '') return undefined;
  switch (kind) {
    case 'text':
      return typeof raw === 'string'
        ? raw.trim()
        : typeof raw === 'number'
          ? String(raw)
          : new Problem('Expected text');
    case 'int':
      return readInt(raw);
    case 'list':
      return readList(raw);
    case 'instant':
      return readInstant(raw);
  }
}

function readInt(raw: unknown): number | Problem {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : new Problem('A whole number');
  if (typeof raw === 'string' && /^-?\d{1,9}$/.test(raw.trim())) return Number(raw.trim());
  return new Problem('A whole number');
}

function readList(raw: unknown): string[] | Problem | undefined {
  const items =
    typeof raw === 'string' ? raw.split(LIST_SEPARATOR) : Array.isArray(raw) ? raw : undefined;
  if (!items) return new Problem(`A list (in CSV: items separated by ${LIST_SEPARATOR})`);
  const texts: string[] = [];
  for (const item of items) {
    if (typeof item === 'number') texts.push(String(item));
    else if (typeof item !== 'string') return new Problem('A list of texts');
    else if (item.trim() !== '') texts.push(item.trim());
  }
  return texts.length > 0 ? texts : undefined;
}

/** A date and time with its offset (`2024-03-01T09:30:00Z`, `…+02:00`), or a date, taken as 00:00 UTC. */
const INSTANT =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

function readInstant(raw: unknown): Date | Problem {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const date = INSTANT.test(text)
    ? new Date(text.length === 10 ? `${text}T00:00:00Z` : text.replace(' ', 'T'))
    : null;
  if (!date || Number.isNaN(date.getTime())) {
    return new Problem(
      'A date and time with its offset, e.g. 2024-03-01T09:30:00Z, or a date (2024-03-01)',
    );
  }
  return date;
}
