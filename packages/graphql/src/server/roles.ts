import { hasRole, type Role } from '@openshiur/auth';
import type { Actor } from '@openshiur/db';
import type { GraphQLContext } from './context';
import { forbidden, unauthenticated } from './errors';
import type { UserModel } from './models';

/**
 * The viewer's user record when they hold `role`: UNAUTHENTICATED without a valid session or
 * Bearer token (with the token's problem, if one was sent), FORBIDDEN for a signed-in reader.
 */
export async function requireRole(ctx: GraphQLContext, role: Role): Promise<UserModel> {
  if (ctx.authError) throw unauthenticated(ctx.authError.message);
  const user = await ctx.currentUser.requireUser();
  if (!hasRole(ctx.roles, role)) throw forbidden(`This needs the ${role} role`);
  return user;
}

/** The signed-in editor as the revision history and audit log name them. */
export async function requireActor(ctx: GraphQLContext, role: Role): Promise<Actor> {
  const user = await requireRole(ctx, role);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || ctx.viewer?.name || null;
  return { subject: ctx.viewer?.subject ?? user.subject, name, email: user.email ?? ctx.viewer?.email ?? null };
}
