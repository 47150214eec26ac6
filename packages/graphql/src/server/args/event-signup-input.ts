import { z } from 'zod';
import type { SignupWrite } from '../queries/event-signups';
import { parseFields, recordId, requiredText } from './fields';

/** Most seats one sign-up takes: a family or a small group; larger parties talk to the organisers. */
export const MAX_SIGNUP_SEATS = 10;

const schema = z.object({
  eventId: recordId,
  name: requiredText('Give your name'),
  email: z.string().trim().max(254, 'At most 254 characters').pipe(z.email({ error: 'Give an e-mail address' })),
  seats: z
    .number({ error: `Give a number of seats from 1 to ${MAX_SIGNUP_SEATS}` })
    .int(`Give a number of seats from 1 to ${MAX_SIGNUP_SEATS}`)
    .min(1, `Give a number of seats from 1 to ${MAX_SIGNUP_SEATS}`)
    .max(MAX_SIGNUP_SEATS, `At most ${MAX_SIGNUP_SEATS} seats for one sign-up`),
});

/** A visitor's sign-up, checked (BAD_USER_INPUT with every field's problem). */
export function parseEventSignupInput(input: unknown): SignupWrite {
  return parseFields(schema, input);
}
