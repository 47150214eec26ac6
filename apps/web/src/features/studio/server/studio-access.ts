import 'server-only';
import { forbidden } from 'next/navigation';
import type { Role, VerifiedIdentity } from '@openshiur/auth';
import { requireUser } from '@/features/account/server/route-checks';
import { holdsRole } from './roles';

/**
 * Studio pages check again what the proxy checked before sending anything (src/proxy.ts): without
 * a session, sign in first and come back to `returnTo`; without `role`, the 403 page.
 */
export async function requireRole(role: Role, returnTo: string): Promise<VerifiedIdentity> {
  const identity = await requireUser(returnTo);
  if (!(await holdsRole(identity, role))) forbidden();
  return identity;
}
