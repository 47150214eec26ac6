/** What the /newsletters form gets back from its Server Action. */
export interface SignupFormState {
  /** The request was taken: the same answer for every address (no enumeration). */
  done?: boolean;
  /** What the visitor typed, kept after a problem. */
  values?: { email: string; firstName: string; lists: string[] };
  fieldErrors?: Partial<Record<'email' | 'firstName' | 'lists', string>>;
  message?: string;
}

export const EMPTY_SIGNUP_FORM_STATE: SignupFormState = {};

