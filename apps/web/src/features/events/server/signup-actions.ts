'use server';

import { redirect } from 'next/navigation';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CancelEventSignupDocument, SignUpForEventDocument } from '@openshiur/graphql';
import { getClient } from '@/server/apollo';
import { filledHoneypot } from '@/components/HoneypotField';
import { SIGNUP_FIELDS, thankYouHref, type SignupField, type SignupFormState } from '../signup-form-state';
import { takeFormAllowance } from '@/server/rate-limit/form-limits';

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

/** The API's refusal in the words of the form. */
function problemOf(error: unknown, values: SignupFormState['values']): SignupFormState {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const extensions = first?.extensions ?? {};
  const fieldErrors = extensions.fieldErrors as { field: string; message: string }[] | undefined;
  if (fieldErrors) {
    const byField: SignupFormState['fieldErrors'] = {};
    for (const { field, message } of fieldErrors) if ((SIGNUP_FIELDS as readonly string[]).includes(field)) byField[field as SignupField] = message;
    return { values, fieldErrors: byField, message: 'Some fields need attention.' };
  }
  if (extensions.reason === 'ALREADY_SIGNED_UP')
    return { values, message: 'This e-mail address is already signed up for this event. The mail we sent it has a link to cancel.' };
  if (extensions.reason === 'SIGNUPS_CLOSED' || extensions.code === 'NOT_FOUND') return { values, message: 'This event is not taking sign-ups any more.' };
  console.error('[events] sign-up failed', error);
  return { values, message: 'Your sign-up could not be saved. Try again in a moment.' };
}

/**
 * The event page's sign-up form (a Server Action: works without JavaScript). The API stores the
 * sign-up and its mail together before this answers; then the visitor lands on the thank-you page.
 */
export async function signUpAction(_previous: SignupFormState, formData: FormData): Promise<SignupFormState> {
  const values = { name: text(formData, 'name'), email: text(formData, 'email'), seats: text(formData, 'seats') || '1' };
  // A robot filled in the field people never see: answer as if it worked, store nothing.
  if (filledHoneypot(formData)) redirect(thankYouHref('confirmed'));
  if (!(await takeFormAllowance('mail-forms'))) return { values, message: 'Too many sign-ups from your network just now. Try again in an hour.' };
  const seats = /^\d{1,2}$/.test(values.seats.trim()) ? Number(values.seats.trim()) : 0;
  const result = await (await getClient()).mutate({
    mutation: SignUpForEventDocument,
    variables: { input: { eventId: text(formData, 'eventId'), name: values.name, email: values.email, seats } },
    errorPolicy: 'all',
  });
  if (result.error || !result.data) return problemOf(result.error, values);
  redirect(thankYouHref(result.data.signUpForEvent.state === 'CONFIRMED' ? 'confirmed' : 'waitlisted'));
}

/** The cancel page's confirm button: cancels (a second time changes nothing), then says so. */
export async function cancelSignupByLinkAction(formData: FormData): Promise<void> {
  const token = text(formData, 'token');
  const result = await (await getClient()).mutate({ mutation: CancelEventSignupDocument, variables: { token }, errorPolicy: 'all' });
  if (result.error || !result.data) {
    if (!CombinedGraphQLErrors.is(result.error)) console.error('[events] cancelling a sign-up failed', result.error);
    redirect(`/events/signups/cancel?${new URLSearchParams({ token, problem: '1' })}`);
  }
  redirect(`/events/signups/cancel?${new URLSearchParams({ token, done: '1' })}`);
}
