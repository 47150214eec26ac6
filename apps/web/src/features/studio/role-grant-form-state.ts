/** What the admin page's grant form gets back from its action. */
export interface RoleGrantFormState {
  /** What the admin typed, kept after a problem. */
  email?: string;
  emailError?: string;
  message?: string;
}

export const EMPTY_ROLE_GRANT_FORM_STATE: RoleGrantFormState = {};
