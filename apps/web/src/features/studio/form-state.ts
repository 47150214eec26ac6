/**
 * What every studio form sends and gets back, whatever it edits: the form's text as the browser
 * sent it, a message per field, a message for the whole form, and the version to save over after
 * a conflict. Shared by the forms (client) and their Server Actions.
 */

/** The form's values as text, the way the browser sends them (lists for multiple choices). */
export type FormValues<F extends string> = Partial<Record<F, string | string[]>>;

export interface FormState<F extends string, C extends { updatedAt: string } = { updatedAt: string }> {
  /** What the editor sent, so a form with errors shows their text rather than the stored one. */
  values?: FormValues<F>;
  /** One message per field that needs attention. */
  fieldErrors?: Partial<Record<F, string>>;
  /** A problem that belongs to no one field. */
  message?: string;
  /** Someone saved the record after this editor opened it: saving again saves over their version. */
  conflict?: C;
}

/** The form's values out of a posted FormData (files and unknown fields are ignored). */
export function formValues<F extends string>(formData: FormData, fields: readonly F[], listFields: ReadonlySet<F> = new Set()): FormValues<F> {
  const values: FormValues<F> = {};
  for (const field of fields) {
    if (listFields.has(field)) {
      values[field] = formData.getAll(field).filter((value): value is string => typeof value === 'string');
    } else {
      const value = formData.get(field);
      if (typeof value === 'string') values[field] = value;
    }
  }
  return values;
}

/** A single value's text, trimmed ('' for none or a list). */
export const textOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');
/** A single value's text, or null when blank. */
export const textOrNull = (value: string | string[] | undefined) => textOf(value) || null;
/** A list value (an empty list for none or a single value). */
export const listOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value : []);
