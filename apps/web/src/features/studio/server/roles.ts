import 'server-only';
import { rolesFromClaims, type Role, type VerifiedIdentity } from '@openshiur/auth';
import { env } from '@/env';

/** The editorial roles a verified session grants, read from the claim OIDC_ROLES_CLAIM names. */
export function rolesOf(identity: VerifiedIdentity): Role[] {
  return rolesFromClaims(identity.claims, env.OIDC_ROLES_CLAIM);
}
