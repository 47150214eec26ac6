'use server';

import { notFound, redirect } from 'next/navigation';
import { database } from '@/server/services';
import { deliverDemoWebhook } from './demo-webhook';
import { demoPayments } from './payments';

/**
 * The demo checkout's Pay and Decline buttons: the outcome is recorded at the demo provider (once;
 * pressing again repeats it), reported to the site's own webhook endpoint as a signed request, as a
 * real provider would, and the donor goes back to the site. Should the report fail, reconciliation
 * later reads the outcome from the demo provider's records.
 */
export async function settleDemoCheckoutAction(formData: FormData): Promise<void> {
  const id = String(formData.get('id') ?? '');
  const outcome = formData.get('outcome') === 'pay' ? 'pay' : 'decline';
  const demo = await demoPayments(await database());
  if (!demo || !(await demo.readCheckout(id))) notFound();
  const { webhook, returnUrl } = await demo.settle(id, outcome);
  await deliverDemoWebhook(webhook);
  redirect(returnUrl);
}
