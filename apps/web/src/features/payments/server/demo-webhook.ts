import 'server-only';
import { headers } from 'next/headers';
import type { SignedWebhook } from '@openshiur/graphql/server';
import { env, siteOrigin } from '@/env';
import { requestOrigin } from '@/server/request-origin';

/**
 * Delivers a demo provider's signed event to the site's own webhook endpoint, as a real provider
 * would: a payment from the demo checkout page, a refund from the studio. Called while serving a
 * request (its origin is the endpoint's). A failed delivery is logged: reconciliation settles a
 * checkout later, and a refund is delivered again when it is asked again (the same event).
 */
export async function deliverDemoWebhook(webhook: SignedWebhook): Promise<void> {
  const origin = requestOrigin(await headers(), new URL(siteOrigin), env.TRUST_PROXY);
  try {
    const response = await fetch(new URL('/api/payments/webhook', origin), { method: 'POST', headers: webhook.headers, body: webhook.body });
    if (!response.ok) console.error(`[payments] the demo webhook was answered ${response.status}`);
  } catch (error) {
    console.error('[payments] the demo webhook could not be delivered', error);
  }
}
