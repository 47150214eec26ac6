'use server';

import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { env, siteOrigin } from '@/env';
import { requestOrigin } from '@/server/request-origin';
import { database } from '@/server/services';
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
  const origin = requestOrigin(await headers(), new URL(siteOrigin), env.TRUST_PROXY);
  try {
    const response = await fetch(new URL('/api/payments/webhook', origin), { method: 'POST', headers: webhook.headers, body: webhook.body });
    if (!response.ok) console.error(`[payments] the demo webhook was answered ${response.status}`);
  } catch (error) {
    console.error('[payments] the demo webhook could not be delivered; reconciliation will settle it', error);
  }
  redirect(returnUrl);
}
