/** Field rules shared by the three kinds of record, and the step from zod's issues to field errors. */
import { z } from 'zod';
import type { FieldError } from '../server/errors';

/** The record's id in the catalogue it comes from: any text without line breaks, at most 200 characters. */
export const externalIdField = z
  .string({ error: 'Every record needs an external id' })
  .min(1, 'Every record needs an external id')
  .max(200, 'At most 200 characters')
  .regex(/^[^\r\n\t]+$/, 'No line breaks or tabs');

/**
 * An image: an https address, a path under /media/, or the public id of a picture in the hosted
 * image service (IMAGE_SERVICE_URL), as the site's avatars are stored.
 */
export const imageField = z
  .string()
  .max(2_000, 'At most 2,000 characters')
  .refine(
    (value) =>
      /^https:\/\/[^\s]+$/.test(value) ||
      /^\/media\/[A-Za-z0-9._~%/-]+$/.test(value) ||
      /^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(value),
    'An https address, a path under /media/, or an image id',
  )
  .refine(
    (value) => !value.split('/').includes('..'),
    'An https address, a path under /media/, or an image id',
  )
  .optional();

export const optionalText = (maximum: number) =>
  z
    .string()
    .max(maximum, `At most ${maximum.toLocaleString('en-US')} characters`)
    .optional();

export type Checked<T> = { value: T; errors: [] } | { value: null; errors: FieldError[] };

/** zod's issues as field errors, one per field (the first), beside the ones found while reading. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  earlier: readonly FieldError[] = [],
): FieldError[] {
  const errors = [
    ...earlier,
    ...issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
  ];
  const seen = new Set<string>();
  return errors.filter(({ field }) => (seen.has(field) ? false : (seen.add(field), true)));
}
