import 'server-only';
import type { DedicationInput, DedicationKind, DedicationMode, DedicationRelation } from '@openshiur/graphql';
import { apiProblemOf } from '@/features/newsletters/server/form-problems';
import type { DedicationField, DedicationFormState, DedicationFormValues } from '../dedication-form-state';

/** The form's fields as typed (each cut to a sane length: the API checks them properly). */
export function dedicationValuesOf(formData: FormData): DedicationFormValues {
  const text = (name: string, max = 400) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value.slice(0, max) : '';
  };
  return {
    kind: text('kind', 20) || 'MEMORIAL',
    mode: text('mode', 20) || 'YAHRZEIT',
    name: text('name'),
    hebrewName: text('hebrewName'),
    parentName: text('parentName'),
    parentHebrewName: text('parentHebrewName'),
    relation: text('relation', 10),
    passedOn: text('passedOn', 20),
    passedAfterSunset: formData.get('passedAfterSunset') === 'on',
    dedicatedOn: text('dedicatedOn', 20),
    dedicatedBy: text('dedicatedBy'),
    anonymous: formData.get('anonymous') === 'on',
    email: text('email'),
    message: text('message', 2_000),
    amount: text('amount', 20),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The GraphQL input of the form's values (an anonymous donor's name is left out). */
export function dedicationInputOf(values: DedicationFormValues): DedicationInput {
  return {
    kind: values.kind as DedicationKind,
    mode: values.mode as DedicationMode,
    name: values.name,
    hebrewName: orNull(values.hebrewName),
    parentName: orNull(values.parentName),
    parentHebrewName: orNull(values.parentHebrewName),
    relation: (orNull(values.relation) as DedicationRelation | null) ?? null,
    passedOn: values.kind === 'MEMORIAL' ? orNull(values.passedOn) : null,
    passedAfterSunset: values.kind === 'MEMORIAL' && values.passedAfterSunset,
    dedicatedOn: values.mode === 'DATE' ? orNull(values.dedicatedOn) : null,
    dedicatedBy: values.anonymous ? null : orNull(values.dedicatedBy),
    email: orNull(values.email),
    message: orNull(values.message),
  };
}

/** A failed mutation as the form shows it: each field's problem beside it, or one message. */
export function dedicationProblem(error: unknown, values: DedicationFormValues, context: string): DedicationFormState {
  const problem = apiProblemOf(error);
  if (problem.code === 'BAD_USER_INPUT') {
    return { values, fieldErrors: problem.fieldErrors as Partial<Record<DedicationField, string>>, message: 'Please check the form.' };
  }
  console.error(`[memorial] ${context} failed`, error);
  return { values, message: 'The dedication could not be stored just now. Please try again in a moment.' };
}
