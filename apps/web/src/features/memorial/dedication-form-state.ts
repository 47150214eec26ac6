/** What the dedication forms (/memorial-donation, and the studio's "add a dedication") send and get back. */

export interface DedicationFormValues {
  kind: string;
  mode: string;
  name: string;
  hebrewName: string;
  parentName: string;
  parentHebrewName: string;
  relation: string;
  passedOn: string;
  passedAfterSunset: boolean;
  dedicatedOn: string;
  dedicatedBy: string;
  anonymous: boolean;
  email: string;
  message: string;
  /** Whole dollars (the public form only). */
  amount: string;
}

export type DedicationField = keyof DedicationFormValues;

/** The Hebrew date of the passing and the next yahrzeits, as the form's preview shows them. */
export interface PassingPreview {
  english: string;
  hebrew: string;
  afterSunset: boolean;
  nextYahrzeits: { date: string; label: string; hebrew: string }[];
}

/** The "continue to payment" step: what will be dedicated, as stored (pending). */
export interface MemorialConfirmation {
  id: string;
  names: { english: string; hebrew: string | null };
  passing: { english: string; hebrew: string } | null;
  when: string;
  dedicatedBy: string | null;
  message: string | null;
  email: string;
  amount: string;
}

export interface DedicationFormState {
  values?: DedicationFormValues;
  fieldErrors?: Partial<Record<DedicationField, string>>;
  message?: string;
  preview?: PassingPreview;
  confirmation?: MemorialConfirmation;
  /** The studio's form: what was added. */
  done?: string;
}

export const EMPTY_DEDICATION_FORM_STATE: DedicationFormState = {};

export const MAX_AMOUNT_DOLLARS = 100_000;
