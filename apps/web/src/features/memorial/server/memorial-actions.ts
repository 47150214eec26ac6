'use server';

import { RequestDedicationDocument } from '@openshiur/graphql';
import { filledHoneypot } from '@/components/HoneypotField';
import { takeSignupAllowance } from '@/features/newsletters/server/signup-limits';
import { getClient } from '@/server/apollo';
import { siteToday } from '@/server/site-date';
import { MAX_AMOUNT_DOLLARS, type DedicationFormState, type PassingPreview } from '../dedication-form-state';
import { dedicationInputOf, dedicationProblem, dedicationValuesOf } from './dedication-form';
import { startMemorialCheckout } from './memorial-checkout';
import { passingPreview } from './passing-preview';

/**
 * The /memorial-donation form (a Server Action: it works without JavaScript). "Show the Hebrew
 * date" (intent=preview) answers the Hebrew date of the passing and the next yahrzeits; "Continue"
 * stores the dedication as pending (honeypot and the hourly allowance per client address, as the
 * newsletter form) and goes on to `startMemorialCheckout`.
 */
export async function memorialFormAction(_previous: DedicationFormState, formData: FormData): Promise<DedicationFormState> {
  const values = { ...dedicationValuesOf(formData), kind: 'MEMORIAL' };
  const today = (await siteToday()).iso;
  const preview = passingPreview(values.passedOn, values.passedAfterSunset, today) ?? undefined;
  if (formData.get('intent') === 'preview') {
    return preview
      ? { values, preview }
      : { values, preview, fieldErrors: { passedOn: 'Give a date of passing that is not in the future' } };
  }
  if (!(await takeSignupAllowance())) {
    return { values, preview, message: 'Too many requests from your connection. Please try again in an hour.' };
  }
  const amount = Number(values.amount);
  const amountError = !/^\d{1,6}$/.test(values.amount.trim()) || amount < 1 || amount > MAX_AMOUNT_DOLLARS ? `Give an amount in whole dollars, from $1 to $${MAX_AMOUNT_DOLLARS.toLocaleString('en-US')}` : null;
  if (filledHoneypot(formData)) return { values, message: 'Thank you.' };
  // Checked before anything is stored, so a wrong amount leaves no pending dedication behind.
  if (amountError) return { values, preview, fieldErrors: { amount: amountError }, message: 'Please check the form.' };
  const result = await (await getClient()).mutate({
    mutation: RequestDedicationDocument,
    variables: { input: dedicationInputOf(values) },
    errorPolicy: 'all',
  });
  if (result.error || !result.data) return { ...dedicationProblem(result.error, values, 'memorial request'), preview };
  return startMemorialCheckout({ dedication: result.data.requestDedication, amountCents: amount * 100, email: values.email.trim(), today });
}

/** The live preview with JavaScript: the same computation as "Show the Hebrew date", on the server (hebcal stays there). */
export async function previewPassingAction(passedOn: string, afterSunset: boolean): Promise<PassingPreview | null> {
  return passingPreview(String(passedOn).slice(0, 20), Boolean(afterSunset), (await siteToday()).iso);
}
