import 'server-only';
import { headers } from 'next/headers';
import type { MutationBudget } from '@openshiur/graphql/server';
import { env } from '@/env';
import { clientAddress } from '@/server/client-address';
import type { RateLimitDecision } from './rate-limiter';
import { siteRateLimiter } from './site-rate-limits';

/** A budget's window: MAIL_FORM_RATE_LIMIT requests per client address and hour. */
const FORM_WINDOW_MS = 60 * 60_000;

/**
 * The public forms that send mail or start a payment draw on two budgets per client address and
 * hour: `sign-ups` (newsletter, memorial dedications) and `mail-forms` (contact, event sign-ups and
 * cancellations, donations, orders). Each sends a mail to an address a stranger typed, so a script
 * must not turn a form into a mail cannon. Counted in Redis when REDIS_URL is set.
 */
function formLimiter(budget: MutationBudget) {
  return siteRateLimiter({ name: budget, limit: env.MAIL_FORM_RATE_LIMIT, windowMs: FORM_WINDOW_MS });
}

/** A Server Action's check: takes one from the asking address's budget; false when none is left. */
export async function takeFormAllowance(budget: MutationBudget): Promise<boolean> {
  return (await formLimiter(budget).consume(clientAddress(await headers(), env.TRUST_PROXY))).allowed;
}

/** The same budgets for the mutations called straight at /api/graphql. */
export function takeAllowanceForRequest(budget: MutationBudget, request: Request): Promise<RateLimitDecision> {
  return formLimiter(budget).consume(clientAddress(request.headers, env.TRUST_PROXY));
}
