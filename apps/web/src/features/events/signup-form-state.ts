/** What the event page's sign-up form sends and gets back (shared by the form and its Server Action). */

export const SIGNUP_FIELDS = ['name', 'email', 'seats'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** Most seats one sign-up takes (the API says the same: MAX_SIGNUP_SEATS). */
export const MAX_SEATS = 10;


export interface SignupFormState {
  values?: Partial<Record<SignupField, string>>;
  fieldErrors?: Partial<Record<SignupField, string>>;
  message?: string;
}

/** Where a sign-up lands: the thank-you page, told which way it went. */
export const thankYouHref = (state: 'confirmed' | 'waitlisted') => `/calendar/thankyou?signup=${state}`;
