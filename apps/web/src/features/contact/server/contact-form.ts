import 'server-only';
import { filledHoneypot } from '@/components/HoneypotField';
import { apiProblemOf, fieldErrorsFor } from '@/features/newsletters/server/form-problems';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, type ContactField, type ContactFormState } from '../contact-form-state';

type ContactValues = Record<ContactField, string>;

/** What handling the form needs from outside: the address's allowance and the API's mutation. */
export interface ContactFormDependencies {
  /** Takes one message from the asking address's hourly allowance: false when none is left. */
  takeAllowance(): Promise<boolean>;
  /** Sends the message through the API; its error (a GraphQL answer's) when it refused. */
  send(values: ContactValues): Promise<{ ok: boolean; error?: unknown }>;
}

/**
 * The contact form's handling, apart from Next: what was typed (bounded, so a huge post is not
 * echoed back), the hourly allowance, the honeypot, then the API. `sent` means: show the thank-you.
 * A filled honeypot is thanked too, with nothing stored or mailed, so a robot learns nothing.
 */
export async function handleContactForm(formData: FormData, dependencies: ContactFormDependencies): Promise<{ sent: true } | ContactFormState> {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = formData.get(field);
      // A little past the limit, so the API can say the text is too long rather than cut it silently.
      return [field, typeof value === 'string' ? value.slice(0, CONTACT_MAX_LENGTH[field] + 100) : ''];
    }),
  ) as ContactValues;
  if (!(await dependencies.takeAllowance())) return { values, message: 'Too many messages from your connection. Please try again in an hour.' };
  if (filledHoneypot(formData)) return { sent: true };
  const result = await dependencies.send(values);
  if (result.ok && !result.error) return { sent: true };
  const problem = apiProblemOf(result.error);
  if (problem.code === 'BAD_USER_INPUT') {
    return { values, fieldErrors: fieldErrorsFor(problem, CONTACT_FIELDS), message: 'Please check the form.' };
  }
  console.error('[contact] sending a message failed', result.error);
  return { values, message: 'Your message could not be sent just now. Please try again in a moment.' };
}
