import { and, asc, eq } from 'drizzle-orm';
import { withImpliedRoles, type Role, type VerifiedIdentity } from '@openshiur/auth';
import { schema, type Actor, type Database, type Queryable } from '@openshiur/db';
import { recordAudit } from './audit';

const { roleGrants } = schema;

/**
 * Roles an admin granted to the identity's e-mail address. Only an address the identity provider
 * verified counts: anyone can type someone else's address into an account they make.
 */
export async function grantedRolesOf(db: Queryable, identity: VerifiedIdentity): Promise<Role[]> {
  if (!identity.email || identity.emailVerified !== true) return [];
  const rows = await db
    .select({ role: roleGrants.role })
    .from(roleGrants)
    .where(eq(roleGrants.email, identity.email.trim().toLowerCase()));
  return rows.map((row) => row.role);
}

/** The identity's roles: those of the provider's claim and those granted in the studio. */
export async function rolesOfIdentity(db: Queryable, identity: VerifiedIdentity, claimRoles: readonly Role[]): Promise<Role[]> {
  // An admin by claim needs no lookup: it holds every role there is.
  if (claimRoles.includes('admin')) return withImpliedRoles(claimRoles);
  return withImpliedRoles([...claimRoles, ...(await grantedRolesOf(db, identity))]);
}

export async function listRoleGrants(db: Queryable) {
  return db.select().from(roleGrants).orderBy(asc(roleGrants.email), asc(roleGrants.role));
}

/** Grants `role` to an address (again is no change); with its audit entry. True when it is new. */
export async function grantRole(db: Database, email: string, role: Role, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx.insert(roleGrants).values({ email, role, grantedBy: actor }).onConflictDoNothing().returning({ email: roleGrants.email });
    if (added.length > 0) await recordAudit(tx, { actor, action: 'role.granted', recordType: 'role', recordId: email, details: { role } });
    return added.length > 0;
  });
}

/** Takes a granted role back (roles from the provider's claim are the provider's to change). True when there was one. */
export async function revokeRole(db: Database, email: string, role: Role, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(roleGrants)
      .where(and(eq(roleGrants.email, email), eq(roleGrants.role, role)))
      .returning({ email: roleGrants.email });
    if (removed.length > 0) await recordAudit(tx, { actor, action: 'role.revoked', recordType: 'role', recordId: email, details: { role } });
    return removed.length > 0;
  });
}
