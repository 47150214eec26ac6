'use server';

import { redirect } from 'next/navigation';
import { SetAlertFrequencyDocument, type AlertFrequency } from '@openshiur/graphql';
import { getClient } from '@/server/apollo';

const CHOICES: readonly string[] = ['IMMEDIATE', 'DAILY'] satisfies AlertFrequency[];

/** The profile's "E-mail alerts" form (works without JavaScript): saves the choice, then shows the profile again. */
export async function setAlertFrequencyAction(formData: FormData): Promise<void> {
  const frequency = formData.get('frequency');
  if (typeof frequency !== 'string' || !CHOICES.includes(frequency)) redirect('/profile?alerts=invalid');
  const result = await (await getClient()).mutate({
    mutation: SetAlertFrequencyDocument,
    variables: { frequency: frequency as AlertFrequency },
    errorPolicy: 'all',
  });
  if (result.error) console.error('[profile] the alert choice was not saved', result.error);
  redirect(result.error ? '/profile?alerts=failed#alerts' : '/profile?alerts=saved#alerts');
}
