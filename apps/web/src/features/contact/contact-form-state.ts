/** What the /connect contact form sends and gets back (shared by the form and its Server Action). */

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The form's length limits (the API checks the same: packages/graphql args/contact-input.ts). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, subject: 150, message: 5_000 };

export interface ContactFormState {
  /** What the visitor typed, kept after a problem. */
  values?: Partial<Record<ContactField, string>>;
  fieldErrors?: Partial<Record<ContactField, string>>;
  message?: string;
}

/** Where a sent message lands: /connect saying thank you (its own cached page, by the query). */
export const CONTACT_SENT_HREF = '/connect?sent=1';
