import { z } from 'zod';
import type { AuditEntryResolvers, MutationResolvers, QueryResolvers, RoleGrantResolvers } from '../../generated/resolvers';
import { badUserInput, graphQLError, ErrorCode, invalidFields } from '../errors';
import { readAuditLog } from '../queries/audit';
import { actorLabel } from '../queries/post-revisions';
import { grantRole, listRoleGrants, revokeRole } from '../queries/role-grants';
import { endSessionsOfPerson } from '../queries/sessions';
import { requireActor, requireRole } from '../roles';

const emailSchema = z.email({ error: 'Not an e-mail address' }).max(320, 'At most 320 characters');

function parseEmail(value: string): string {
  const parsed = emailSchema.safeParse(value.trim().toLowerCase());
  if (!parsed.success) throw invalidFields([{ field: 'email', message: parsed.error.issues[0]!.message }]);
  return parsed.data;
}

function parseBefore(value: string | null | undefined): number | null {
  if (value == null) return null;
  if (!/^[1-9]\d{0,15}$/.test(value)) throw badUserInput('before is not an audit entry id', 'before');
  return Number(value);
}

/** Admins' reads: the role grants and the audit log. */
export const studioAdminQueries: Pick<QueryResolvers, 'roleGrants' | 'auditLog'> = {
  roleGrants: async (_parent, _args, ctx) => {
    await requireRole(ctx, 'admin');
    return listRoleGrants(ctx.db);
  },
  auditLog: async (_parent, { before, limit }, ctx) => {
    await requireRole(ctx, 'admin');
    const size = limit ?? 50;
    if (!Number.isInteger(size) || size < 1 || size > 200) throw badUserInput('limit must be 1 to 200', 'limit');
    // One more than asked tells whether an older page exists.
    const rows = await readAuditLog(ctx.db, { before: parseBefore(before), limit: size + 1 });
    const entries = rows.slice(0, size);
    return { entries, nextBefore: rows.length > size ? String(entries.at(-1)!.id) : null };
  },
};

export const studioAdminMutations: Pick<MutationResolvers, 'grantRole' | 'revokeRole' | 'endSessionsOf'> = {
  endSessionsOf: async (_parent, { email }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    return endSessionsOfPerson(ctx.db, parseEmail(email), actor);
  },
  grantRole: async (_parent, { email, role }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    await grantRole(ctx.db, parseEmail(email), role, actor);
    return listRoleGrants(ctx.db);
  },
  revokeRole: async (_parent, { email, role }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    const address = parseEmail(email);
    // Locking oneself out is never what an admin meant; another admin can do it.
    if (role === 'admin' && actor.email?.toLowerCase() === address) {
      throw graphQLError(ErrorCode.BadUserInput, 'You cannot take your own admin role', { field: 'email' });
    }
    await revokeRole(ctx.db, address, role, actor);
    return listRoleGrants(ctx.db);
  },
};

export const RoleGrant: RoleGrantResolvers = {
  grantedBy: (grant) => actorLabel(grant.grantedBy),
};

export const AuditEntry: AuditEntryResolvers = {
  id: (entry) => String(entry.id),
  actor: (entry) => actorLabel(entry.actor),
  details: (entry) => JSON.stringify(entry.details),
};
