import { eq } from 'drizzle-orm';
import { schema, type Database } from '@openshiur/db';
import type { VerifiedIdentity } from '@openshiur/auth';
import type { UserModel } from '../models';

const { users } = schema;

function claimValues(identity: VerifiedIdentity) {
  return {
    subject: identity.subject,
    email: identity.email ?? null,
    firstName: identity.firstName ?? null,
    lastName: identity.lastName ?? null,
    picture: identity.picture ?? null,
  };
}

/**
 * Creates or updates the user record from the token's claims. The site calls this at sign-in, so
 * the record follows the provider (a changed name or e-mail) from the next sign-in on.
 */
export async function upsertUserFromIdentity(
  db: Database,
  identity: VerifiedIdentity,
): Promise<UserModel> {
  const values = claimValues(identity);
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.subject, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!user) throw new Error('Upserting the user returned no row');
  return user;
}

/**
 * The record of a verified identity for an API request: one read in the common case. It is created
 * when missing (a Bearer token from an app that never went through the site's sign-in), and
 * refreshed when the token was issued after the record's last update (a new sign-in elsewhere).
 */
export async function userForIdentity(
  db: Database,
  identity: VerifiedIdentity,
): Promise<UserModel> {
  const [existing] = await db.select().from(users).where(eq(users.subject, identity.subject));
  const issuedAt = typeof identity.claims.iat === 'number' ? identity.claims.iat * 1000 : 0;
  if (existing && issuedAt <= existing.updatedAt.getTime()) return existing;
  return upsertUserFromIdentity(db, identity);
}
