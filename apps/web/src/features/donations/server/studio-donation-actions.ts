'use server';

import { redirect } from 'next/navigation';
import { RefundDonationDocument } from '@openshiur/graphql';
import { readRefundForm } from '@/features/payments/server/refund-form';
import { getClient } from '@/server/apollo';

/**
 * "Refund" on a completed donation in /studio/donations (a plain form: works without JavaScript;
 * refused unless its confirm box is ticked). The API checks the admin role, asks the provider for
 * the refund and records it in the audit log; the donation shows 'Refunded' once the provider
 * reports the refund (the demo provider: before this returns).
 */
export async function refundDonationAction(formData: FormData): Promise<void> {
  const form = readRefundForm(formData);
  if (!form) redirect('/studio/donations');
  if (!form.confirmed) redirect(`/studio/donations?problem=confirm&donation=${form.id}`);
  const result = await (await getClient()).mutate({ mutation: RefundDonationDocument, variables: { id: form.id }, errorPolicy: 'all' });
  if (result.error || !result.data) {
    console.error('[studio] refunding a donation failed', result.error);
    redirect(`/studio/donations?problem=refund&donation=${form.id}`);
  }
  redirect(`/studio/donations?refunded=${form.id}`);
}
