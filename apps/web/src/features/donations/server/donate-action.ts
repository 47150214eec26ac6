'use server';

import { redirect } from 'next/navigation';
import { StartDonationDocument } from '@openshiur/graphql';
import { filledHoneypot } from '@/components/HoneypotField';
import { getClient } from '@/server/apollo';
import { apiProblemOf, fieldErrorsFor } from '@/features/newsletters/server/form-problems';
import { takeFormAllowance } from '@/server/rate-limit/form-limits';
import { CUSTOM_AMOUNT, DONATION_FIELDS, type DonationFormState } from '../donation-form-state';

/**
 * The /donate form (a Server Action: works without JavaScript). The API checks every field (the
 * amount against the configured limits), stores the donation as pending with the provider's
 * checkout, and answers where to pay; the donor is redirected there. A filled honeypot lands on the
 * thank-you page of no donation with nothing stored; each client address has MAIL_FORM_RATE_LIMIT
 * attempts an hour (each one mails a receipt when paid).
 */
export async function donateAction(_previous: DonationFormState, formData: FormData): Promise<DonationFormState> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value.slice(0, 2_000) : '';
  };
  const preset = text('preset');
  const values: DonationFormState['values'] = {
    preset,
    frequency: text('frequency') || 'one_time',
    amount: text('amount'),
    donorName: text('donorName'),
    email: text('email'),
    anonymous: text('anonymous'),
    dedicationType: text('dedicationType'),
    dedication: text('dedication'),
    message: text('message'),
  };
  if (filledHoneypot(formData)) redirect('/donate/thankyou');
  if (!(await takeFormAllowance('mail-forms'))) return { values, message: 'Too many donations from your network just now. Please try again in an hour.' };
  const amount = preset && preset !== CUSTOM_AMOUNT ? preset : values.amount!;
  const dedicationType = values.dedicationType === 'honour' ? 'HONOUR' : values.dedicationType === 'memory' ? 'MEMORY' : null;
  const result = await (await getClient()).mutate({
    mutation: StartDonationDocument,
    variables: {
      input: {
        frequency: values.frequency === 'monthly' ? 'MONTHLY' : 'ONE_TIME',
        amount,
        donorName: values.donorName || null,
        email: values.email!,
        anonymous: values.anonymous === 'yes',
        dedicationType,
        dedication: dedicationType ? values.dedication || null : null,
        message: values.message || null,
      },
    },
    errorPolicy: 'all',
  });
  if (result.data?.startDonation && !result.error) redirect(result.data.startDonation.redirectUrl);
  const problem = apiProblemOf(result.error);
  if (problem.code === 'BAD_USER_INPUT') {
    return { values, fieldErrors: fieldErrorsFor(problem, DONATION_FIELDS), message: 'Please check the form.' };
  }
  console.error('[donations] the donation could not be started', result.error);
  return { values, message: 'The payment page could not be opened just now. Nothing was charged; please try again in a moment.' };
}
