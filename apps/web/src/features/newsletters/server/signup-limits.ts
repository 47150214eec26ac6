import 'server-only';
import { headers } from 'next/headers';
import { createRateLimiter } from '@openshiur/auth';
import { env } from '@/env';
import { clientAddress } from '@/server/client-address';

/**
 * Sign-ups per client address and hour (MAIL_FORM_RATE_LIMIT), in this process: each one mails a
 * stranger's address, so a script must not turn the form into a mail cannon.
 */
const limiter = createRateLimiter({ limit: env.MAIL_FORM_RATE_LIMIT, windowMs: 60 * 60_000 });

/** Takes one sign-up from the asking address's budget: false when it has none left. */
export async function takeSignupAllowance(): Promise<boolean> {
  return limiter.consume(clientAddress(await headers(), env.TRUST_PROXY)).allowed;
}
