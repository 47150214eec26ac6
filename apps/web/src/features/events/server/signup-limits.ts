import 'server-only';
import { headers } from 'next/headers';
import { createRateLimiter } from '@openshiur/auth';
import { env } from '@/env';
import { clientAddress } from '@/server/client-address';

/**
 * Sign-ups (and cancellations) per client address and hour, in this process: each one sends a
 * mail, so a script must not turn the form into a mail cannon (MAIL_FORM_RATE_LIMIT).
 */
const limiter = createRateLimiter({ limit: env.MAIL_FORM_RATE_LIMIT, windowMs: 3_600_000 });

/** Whether the request's address may send one more; counts it when so. */
export async function mayPostMailForm(): Promise<boolean> {
  return limiter.consume(clientAddress(await headers(), env.TRUST_PROXY)).allowed;
}
