import { z } from 'zod';
import { emailAddress, parseFields, plain, requiredText } from './fields';

/** The contact form's limits: a name, a subject line and a message of a few pages at most. */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5_000 } as const;

export interface ContactMessageWrite {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** One line: a subject becomes a mail's Subject header, and a name its display name. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const schema = z.object({
  name: requiredText('Give your name', CONTACT_LIMITS.name).transform((name) => plain(oneLine(name))!),
  email: emailAddress('Give an e-mail address like name@example.org, so we can answer'),
  subject: requiredText('Give a subject', CONTACT_LIMITS.subject).transform((subject) => plain(oneLine(subject))!),
  message: requiredText('Write your message', CONTACT_LIMITS.message).transform((message) => plain(message)!),
});

/** The contact form, checked: BAD_USER_INPUT with every field's problem, and nothing stored. */
export function parseContactMessage(input: unknown): ContactMessageWrite {
  return parseFields(schema, input);
}
