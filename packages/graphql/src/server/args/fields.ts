import { z } from 'zod';
import { invalidFields, type FieldError } from '../errors';
import { sanitizeBody } from '../sanitize';

/**
 * Pieces every studio input is built from, so a name, an address or an id is checked the same way
 * in every form, and every form reports its problems the same way (BAD_USER_INPUT with one message
 * per field).
 */

/** A field left blank in a form means "none". */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Control characters (but line breaks) are dropped from typed text: it is stored and mailed as plain text. */
export const plain = (value: string | null | undefined) =>
  value === null || value === undefined ? null : [...value].filter((char) => char === '\n' || !/\p{Cc}/u.test(char)).join('');

/** A numeric record id as a form sends it (string or number). */
export const recordId = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,9}$/, 'Not a valid id'))
  .transform(Number);

/** A required name or title: trimmed, 1 to `max` characters. */
export const requiredText = (emptyMessage: string, max = 200) =>
  z.string().trim().min(1, emptyMessage).max(max, `At most ${max.toLocaleString('en-US')} characters`);

/** An e-mail address as a form sends it: trimmed, at most 254 characters (the SMTP limit). */
export const emailAddress = (message: string) => z.string().trim().max(254, 'At most 254 characters').pipe(z.email({ error: message }));

/** Optional text (blank is null), at most `max` characters. */
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().trim().max(max, `At most ${max.toLocaleString('en-US')} characters`).nullable().optional());

/** The site's own media files (MEDIA_DIR, served under /media/), by path. */
const MEDIA_PATH = /^\/media\/[A-Za-z0-9._~%/-]{1,500}$/;
const httpsUrl = z.url({ protocol: /^https$/ });

/** An https address, or a path under /media/ (never one that climbs out of it). */
export const mediaAddress = z.preprocess(
  blankToNull,
  z
    .union([httpsUrl, z.string().regex(MEDIA_PATH).refine((path) => !path.split('/').includes('..'))], {
      error: 'Give an https address or a path under /media/',
    })
    .refine((address) => address.length <= 2_000, 'At most 2,000 characters')
    .nullable()
    .optional(),
);

/** An https address of another site. */
export const webAddress = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https$/, error: 'Give an https address' })
    .refine((address) => address.length <= 2_000, 'At most 2,000 characters')
    .nullable()
    .optional(),
);

/** Field errors of a failed parse: the first problem of each field, by the form's field names. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'input'), message: issue.message }));
}

export function firstPerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter(({ field }) => (seen.has(field) ? false : (seen.add(field), true)));
}

/**
 * Parses `input` with `schema` and runs `check` (rules across fields) on the raw input as well, even
 * when some fields failed, so the form shows every problem at once; throws one BAD_USER_INPUT
 * listing the first problem of each field.
 */
export function parseFields<T extends z.ZodType>(
  schema: T,
  input: unknown,
  check: (input: unknown, errors: FieldError[]) => void = () => undefined,
): z.output<T> {
  const parsed = schema.safeParse(input);
  const errors = parsed.success ? [] : fieldErrorsOf(parsed.error);
  check(input, errors);
  if (!parsed.success || errors.length > 0) throw invalidFields(firstPerField(errors));
  return parsed.data;
}

/** Rich text (HTML) of at most `max` characters, sanitized with the site's allow-list; blank is null. */
export const richText = (max: number) =>
  optionalText(max).transform((html) => (html ? sanitizeBody(html) || null : null));

/** The statuses a blog entry or content page can be given: they have no scheduled publishing. */
export const CONTENT_STATUSES = ['Draft', 'Published', 'Inactive'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const contentStatus = z.enum(CONTENT_STATUSES, { error: 'Draft, Published or Inactive' });
