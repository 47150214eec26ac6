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
  /** The gift, in DONATION_CURRENCY (the public form only). */
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

export interface DedicationFormState {
  values?: DedicationFormValues;
  fieldErrors?: Partial<Record<DedicationField, string>>;
  message?: string;
  preview?: PassingPreview;
  /** The studio's form: what was added. */
  done?: string;
}

export const EMPTY_DEDICATION_FORM_STATE: DedicationFormState = {};
