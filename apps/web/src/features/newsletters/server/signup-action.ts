'use server';

import { SignUpForNewsletterDocument } from '@openshiur/graphql';
import { getClient } from '@/server/apollo';
import { filledHoneypot } from '@/components/HoneypotField';
import type { SignupFormState } from '../signup-form-state';
import { apiProblemOf } from './form-problems';
import { takeFormAllowance } from '@/server/rate-limit/form-limits';

const DONE: SignupFormState = { done: true };

/**
 * The /newsletters form (a Server Action, so it works without JavaScript). The answer is the same
 * for every valid address; a filled honeypot gets it too, with nothing stored, so a bot learns
 * nothing. Each request counts against the client address's hourly allowance.
 */
export async function signUpAction(_previous: SignupFormState, formData: FormData): Promise<SignupFormState> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = {
    email: text('email').slice(0, 400),
    firstName: text('firstName').slice(0, 400),
    lists: formData.getAll('lists').filter((value): value is string => typeof value === 'string').slice(0, 50),
  };
  if (!(await takeFormAllowance('sign-ups'))) {
    return { values, message: 'Too many sign-ups from your connection. Please try again in an hour.' };
  }
  if (filledHoneypot(formData)) return DONE;
  const result = await (await getClient()).mutate({
    mutation: SignUpForNewsletterDocument,
    variables: { input: { email: values.email, firstName: values.firstName || null, lists: values.lists } },
    errorPolicy: 'all',
  });
  if (result.data?.signUpForNewsletter.ok && !result.error) return DONE;
  const problem = apiProblemOf(result.error);
  if (problem.code === 'BAD_USER_INPUT') {
    const { email, firstName, lists } = problem.fieldErrors;
    return { values, fieldErrors: { email, firstName, lists }, message: 'Please check the form.' };
  }
  console.error('[newsletters] sign-up failed', result.error);
  return { values, message: 'Your sign-up could not be taken just now. Please try again in a moment.' };
}
