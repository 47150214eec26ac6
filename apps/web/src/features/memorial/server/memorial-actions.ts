'use server';

import { redirect } from 'next/navigation';
import { StartMemorialDonationDocument } from '@openshiur/graphql';
import { filledHoneypot } from '@/components/HoneypotField';
import { takeFormAllowance } from '@/server/rate-limit/form-limits';
import { getClient } from '@/server/apollo';
import { siteToday } from '@/server/site-date';
import type { DedicationFormState, PassingPreview } from '../dedication-form-state';
import { dedicationInputOf, dedicationProblem, dedicationValuesOf } from './dedication-form';
import { passingPreview } from './passing-preview';

/**
 * The /memorial-donation form (a Server Action: it works without JavaScript). "Show the Hebrew
 * date" (intent=preview) answers the Hebrew date of the passing and the next yahrzeits; "Continue
 * to payment" has the API check everything (the amount against the donation limits), store the
 * dedication as pending with its pending memorial donation and the provider's checkout, and the
 * donor is sent there to pay (honeypot and the hourly allowance per client address, as the
 * newsletter form). The dedication goes live when the payment's webhook completes the donation.
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
  if (!(await takeFormAllowance('sign-ups'))) {
    return { values, preview, message: 'Too many requests from your connection. Please try again in an hour.' };
  }
  if (filledHoneypot(formData)) return { values, message: 'Thank you.' };
  const result = await (await getClient()).mutate({
    mutation: StartMemorialDonationDocument,
    variables: { input: dedicationInputOf(values), amount: values.amount.trim() },
    errorPolicy: 'all',
  });
  if (result.data?.startMemorialDonation && !result.error) redirect(result.data.startMemorialDonation.redirectUrl);
  return { ...dedicationProblem(result.error, values, 'memorial donation'), preview };
}

/** The live preview with JavaScript: the same computation as "Show the Hebrew date", on the server (hebcal stays there). */
export async function previewPassingAction(passedOn: string, afterSunset: boolean): Promise<PassingPreview | null> {
  return passingPreview(String(passedOn).slice(0, 20), Boolean(afterSunset), (await siteToday()).iso);
}
