import 'server-only';
import { env } from '@/env';
import { clientAddress } from '@/server/client-address';
import { siteRateLimiter } from '@/server/rate-limit/site-rate-limits';

/**
 * Per-address limits on the sign-in endpoints (SIGN_IN_RATE_LIMIT a minute each), shared by every
 * instance through Redis when REDIS_URL is set. The embedded provider limits its own forms.
 */
type SignInEndpoint = 'login' | 'callback';

/** A 429 answer when the request's address is over its limit for this endpoint; undefined otherwise. */
export async function rateLimitResponse(request: Request, endpoint: SignInEndpoint): Promise<Response | undefined> {
  const limiter = siteRateLimiter({ name: `sign-in-${endpoint}`, limit: env.SIGN_IN_RATE_LIMIT, windowMs: 60_000 });
  const decision = await limiter.consume(clientAddress(request.headers, env.TRUST_PROXY));
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
