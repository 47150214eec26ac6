import { z } from 'zod';
import { slugify } from '@openshiur/reference-data';
import { badUserInput } from '../errors';
import { optionalText, parseFields, requiredText } from './fields';

/**
 * The newsletter inputs: the public sign-up form, the preferences form and the admins' list form.
 * Every problem comes back as a field error, and nothing is stored before the input passed.
 */

/** At most this many lists in one answer: there are a handful, and the array is the visitor's. */
const MAX_LISTS = 50;
const LIST_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const email = z
  .string()
  .trim()
  .max(254, 'At most 254 characters')
  .pipe(z.email({ error: 'Enter an e-mail address like name@example.org' }));

const listIds = (emptyMessage: string | null) =>
  z
    .array(z.string().trim().regex(LIST_ID, 'Not a newsletter list'), { error: 'Choose the lists' })
    .max(MAX_LISTS, 'Too many lists')
    .refine((ids) => emptyMessage === null || ids.length > 0, emptyMessage ?? '')
    .transform((ids) => [...new Set(ids)]);

export interface NewsletterSignupWrite {
  email: string;
  firstName: string | null;
  lists: string[];
}

const signupSchema = z.object({
  email,
  firstName: optionalText(100).transform((name) => name ?? null),
  lists: listIds('Choose at least one newsletter'),
});

export function parseNewsletterSignup(input: unknown): NewsletterSignupWrite {
  return parseFields(signupSchema, input);
}

export interface NewsletterPreferencesWrite {
  firstName: string | null;
  lists: string[];
}

const preferencesSchema = z.object({
  firstName: optionalText(100).transform((name) => name ?? null),
  lists: listIds(null),
});

export function parseNewsletterPreferences(input: unknown): NewsletterPreferencesWrite {
  return parseFields(preferencesSchema, input);
}

/** A list id as an argument (not a form field): malformed is BAD_USER_INPUT naming the argument. */
export function parseListId(value: string | null | undefined, argumentName: string): string | null {
  if (value == null) return null;
  if (!LIST_ID.test(value) || value.length > 60) throw badUserInput('Not a newsletter list', argumentName);
  return value;
}

export interface NewsletterListWrite {
  /** Made from the name when the form left it blank; used only when creating. */
  id: string;
  name: string;
  description: string;
  position: number;
  archived: boolean;
}

const listSchema = z.object({
  id: optionalText(60).pipe(z.string().regex(LIST_ID, 'Lowercase letters, digits and single hyphens, like weekly-parsha').nullable().optional()),
  name: requiredText('Give the list a name', 120),
  description: optionalText(500).transform((text) => text ?? ''),
  position: z.number({ error: 'A whole number' }).int('A whole number').min(0, 'At least 0').max(10_000, 'At most 10,000').nullish(),
  archived: z.boolean().nullish(),
});

export function parseNewsletterListInput(input: unknown): NewsletterListWrite {
  const parsed = parseFields(listSchema, input, (raw, errors) => {
    const { id, name } = (raw ?? {}) as { id?: unknown; name?: unknown };
    const blankId = typeof id !== 'string' || id.trim() === '';
    // A name of only signs (say "★") makes no slug: ask for one rather than inventing it.
    if (blankId && typeof name === 'string' && name.trim() && !slugify(name)) {
      errors.push({ field: 'id', message: 'Give the list an id (the name makes none)' });
    }
  });
  return {
    id: parsed.id ?? slugify(parsed.name).slice(0, 60).replace(/-+$/, ''),
    name: parsed.name,
    description: parsed.description,
    position: parsed.position ?? 0,
    archived: parsed.archived ?? false,
  };
}
