import 'server-only';
import { forbidden } from 'next/navigation';
import { hasRole, type Role, type VerifiedIdentity } from '@openshiur/auth';
import { requireUser } from '@/features/account/server/route-checks';
import { rolesOf } from './roles';

/**
 * Studio pages check again what the proxy checked before sending anything (src/proxy.ts): without
 * a session, sign in first and come back to `returnTo`; without `role`, the 403 page.
 */
export async function requireRole(role: Role, returnTo: string): Promise<VerifiedIdentity> {
  const identity = await requireUser(returnTo);
  if (!hasRole(rolesOf(identity), role)) forbidden();
  return identity;
}
