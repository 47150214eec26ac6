import 'server-only';
import { hasRole, rolesFromClaims, type Role, type VerifiedIdentity } from '@openshiur/auth';
import { rolesOfIdentity } from '@openshiur/graphql/server';
import { env } from '@/env';
import { database } from '@/server/services';

/**
 * Whether a verified session holds `role`: by the identity provider's claim (OIDC_ROLES_CLAIM),
 * read from the token, or else by a grant an admin made in the studio to its verified e-mail
 * address, read from the database only when the claim does not already say yes.
 */
export async function holdsRole(identity: VerifiedIdentity, role: Role): Promise<boolean> {
  const claimRoles = rolesFromClaims(identity.claims, env.OIDC_ROLES_CLAIM);
  if (hasRole(claimRoles, role)) return true;
  return hasRole(await rolesOfIdentity(await database(), identity, claimRoles), role);
}
