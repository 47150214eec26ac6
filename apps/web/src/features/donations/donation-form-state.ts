/** What the /donate form sends and gets back (shared by the form and its Server Action). */

export const DONATION_FIELDS = ['frequency', 'amount', 'donorName', 'email', 'anonymous', 'dedicationType', 'dedication', 'message'] as const;
export type DonationField = (typeof DONATION_FIELDS)[number];

/** The amounts offered with one click, in the site's currency (18 and its multiples: chai). */
export const PRESET_AMOUNTS = [18, 36, 54, 100, 180, 360] as const;

/** The amount choice that means "the custom field". */
export const CUSTOM_AMOUNT = 'custom';

export interface DonationFormState {
  values?: Partial<Record<DonationField | 'preset', string>>;
  fieldErrors?: Partial<Record<DonationField, string>>;
  message?: string;
}
