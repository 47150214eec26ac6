import { handlePaymentWebhook, readBoundedBody } from '@openshiur/graphql/server';
import { expireDedicationPages } from '@/features/memorial/server/day-dedications';
import { expireStorePages } from '@/features/store/server/store-pages';
import { paymentsService } from '@/features/payments/server/payments';
import { runJobsSoon } from '@/server/jobs/job-ticker';
import { database } from '@/server/services';

const answer = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** Webhook bodies are small JSON documents; anything larger is not from a provider. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * POST /api/payments/webhook: where the payment provider (Stripe, or the demo provider's checkout
 * page) reports what happened. The signature is checked over the raw body before anything is
 * read: a bad one is 400 with nothing written. Each event is applied once, whatever the order and
 * however often it is delivered; an event about a payment the site does not know is answered 200
 * (and logged), so the provider stops retrying it. Receipts were queued with the payment: send them now.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readBoundedBody(request, MAX_BODY_BYTES);
  if (body === null) return answer(413, 'Too large');
  const rawBody = body.toString('utf8');
  const db = await database();
  const { provider, hooks } = await paymentsService(db);
  const result = await handlePaymentWebhook(db, provider, rawBody, request.headers, hooks);
  if (result.status === 400) return answer(400, 'Bad signature');
  if (result.outcomes.includes('applied')) {
    // A completed memorial donation made its dedication active, a failed or late-paid order moved
    // stock: the pages showing them refresh.
    expireDedicationPages();
    expireStorePages();
    runJobsSoon();
  }
  return answer(200, 'OK');
}
