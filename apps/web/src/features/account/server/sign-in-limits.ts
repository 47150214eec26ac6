import 'server-only';
import { createRateLimiter } from '@openshiur/auth';
import { env } from '@/env';
import { clientAddress } from '@/server/client-address';

/**
 * Per-address limits on the sign-in endpoints of this process (see @openshiur/auth's rate limiter
 * for why several instances need a shared store). The embedded provider limits its own forms.
 */
const limiters = {
  login: createRateLimiter({ limit: env.SIGN_IN_RATE_LIMIT, windowMs: 60_000 }),
  callback: createRateLimiter({ limit: env.SIGN_IN_RATE_LIMIT, windowMs: 60_000 }),
};

/** A 429 answer when the request's address is over its limit for this endpoint; undefined otherwise. */
export function rateLimitResponse(
  request: Request,
  endpoint: keyof typeof limiters,
): Response | undefined {
  const decision = limiters[endpoint].consume(clientAddress(request.headers, env.TRUST_PROXY));
  if (decision.allowed) return undefined;
  return new Response(
    'Too many sign-in requests from this address. Wait a minute and try again.\n',
    {
      status: 429,
      headers: {
        'retry-after': String(decision.retryAfterSeconds),
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      },
    },
  );
}
