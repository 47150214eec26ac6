import { z } from 'zod';
import type { DedicationInput } from '../../generated/resolvers';
import type { DedicationCalendar } from '../dedication-calendar';
import type { FieldError } from '../errors';
import type { DedicationWrite } from '../queries/dedications';
import { blankToNull, parseFields } from './fields';
import { stripMarkup } from '../sanitize';

export const MAX_DEDICATION_NAME = 100;
export const MAX_DEDICATION_MESSAGE = 300;

/** C0/C1 controls and the bidi overrides and isolates, which could turn the page's text around. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Plain text: markup removed, controls removed, spaces collapsed. */
export const plainText = (value: string) => stripMarkup(value.replace(CONTROLS, ' '));

const requiredName = (message: string) =>
  z.string().transform(plainText).pipe(z.string().min(1, message).max(MAX_DEDICATION_NAME, `At most ${MAX_DEDICATION_NAME} characters`));
const optionalPlain = (max: number) =>
  z.preprocess(
    blankToNull,
    z.string().transform(plainText).pipe(z.string().max(max, `At most ${max} characters`)).transform((value) => value || null).nullable().optional(),
  );
const isoDate = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date')
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value <= '2199-12-31';
    }, 'Give a real date')
    .nullable()
    .optional(),
);

const schema = z.object({
  kind: z.enum(['MEMORIAL', 'HONOUR'], { error: 'Choose memorial or honour' }),
  mode: z.enum(['DATE', 'YAHRZEIT'], { error: 'Choose a date or the yahrzeit' }),
  name: requiredName('Give the name in English'),
  hebrewName: optionalPlain(MAX_DEDICATION_NAME),
  parentName: optionalPlain(MAX_DEDICATION_NAME),
  parentHebrewName: optionalPlain(MAX_DEDICATION_NAME),
  relation: z.enum(['BEN', 'BAS']).nullable().optional(),
  passedOn: isoDate,
  passedAfterSunset: z.boolean().nullable().optional(),
  dedicatedOn: isoDate,
  dedicatedBy: optionalPlain(MAX_DEDICATION_NAME),
  email: z.preprocess(blankToNull, z.string().trim().max(254, 'At most 254 characters').pipe(z.email({ error: 'Give an e-mail address' })).nullable().optional()),
  message: optionalPlain(MAX_DEDICATION_MESSAGE),
});

/**
 * A dedication's input, checked (BAD_USER_INPUT with every field's problem): names and message as
 * plain text, a passing not in the future, a chosen day not in the past (the site's today), a
 * yearly dedication only in memory of someone; `requireEmail` for visitors (the reminders go there).
 */
export function parseDedicationInput(input: DedicationInput, calendar: DedicationCalendar, options: { requireEmail: boolean }): DedicationWrite {
  const today = calendar.today();
  const raw = input as Record<string, unknown>;
  const value = (field: string) => (typeof raw[field] === 'string' && (raw[field] as string).trim() !== '' ? (raw[field] as string).trim() : null);
  const parsed = parseFields(schema, input, (_input, errors: FieldError[]) => {
    const passedOn = value('passedOn');
    const dedicatedOn = value('dedicatedOn');
    if (input.kind === 'MEMORIAL' && !passedOn) errors.push({ field: 'passedOn', message: 'Give the date of passing' });
    if (passedOn && passedOn > today) errors.push({ field: 'passedOn', message: 'The date of passing cannot be in the future' });
    if (input.mode === 'DATE' && !dedicatedOn) errors.push({ field: 'dedicatedOn', message: 'Choose the day to dedicate' });
    if (input.mode === 'DATE' && dedicatedOn && dedicatedOn < today) errors.push({ field: 'dedicatedOn', message: 'Choose today or a later day' });
    if (input.mode === 'YAHRZEIT' && input.kind !== 'MEMORIAL') errors.push({ field: 'mode', message: 'Only a memorial dedication can be kept on the yahrzeit' });
    if ((value('parentName') || value('parentHebrewName')) && !input.relation) errors.push({ field: 'relation', message: 'Choose ben or bas' });
    if (options.requireEmail && !value('email')) errors.push({ field: 'email', message: 'Give your e-mail address' });
  });
  const memorial = parsed.kind === 'MEMORIAL';
  const passedOn = memorial ? (parsed.passedOn ?? null) : null;
  const passedAfterSunset = memorial ? Boolean(parsed.passedAfterSunset) : false;
  return {
    kind: memorial ? 'memorial' : 'honour',
    mode: parsed.mode === 'YAHRZEIT' ? 'yahrzeit' : 'date',
    name: parsed.name,
    hebrewName: parsed.hebrewName ?? null,
    parentName: parsed.parentName ?? null,
    parentHebrewName: parsed.parentHebrewName ?? null,
    relation: parsed.parentName || parsed.parentHebrewName ? (parsed.relation === 'BAS' ? 'bas' : 'ben') : null,
    passedOn,
    passedAfterSunset,
    passing: passedOn ? calendar.hebrewDateOfPassing(passedOn, passedAfterSunset) : null,
    dedicatedOn: parsed.mode === 'DATE' ? (parsed.dedicatedOn ?? null) : null,
    dedicatedBy: parsed.dedicatedBy ?? null,
    donorEmail: parsed.email ?? null,
    message: parsed.message ?? null,
  };
}
