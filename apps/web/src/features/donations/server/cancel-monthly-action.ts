'use server';

import { redirect } from 'next/navigation';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CancelMonthlyDonationDocument } from '@openshiur/graphql';
import { getClient } from '@/server/apollo';

/** The cancel page's button: cancels at the provider and here (a second time changes nothing), then says so. */
export async function cancelMonthlyDonationAction(formData: FormData): Promise<void> {
  const value = formData.get('token');
  const token = typeof value === 'string' ? value : '';
  const result = await (await getClient()).mutate({ mutation: CancelMonthlyDonationDocument, variables: { token }, errorPolicy: 'all' });
  if (result.error || !result.data) {
    if (!CombinedGraphQLErrors.is(result.error)) console.error('[donations] cancelling a monthly donation failed', result.error);
    redirect(`/donate/monthly/cancel?${new URLSearchParams({ token, problem: '1' })}`);
  }
  redirect(`/donate/monthly/cancel?${new URLSearchParams({ token, done: '1' })}`);
}
