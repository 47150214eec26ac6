import type { Metadata } from 'next';
import { GetAuditLogDocument, GetRoleGrantsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { AuditLogTable } from '@/features/studio/AuditLogTable';
import { RoleGrantForm } from '@/features/studio/client/RoleGrantForm';
import { RoleGrantTable } from '@/features/studio/RoleGrantTable';
import { StudioBreadcrumb } from '@/features/studio/StudioBreadcrumb';
import { endSessionsAction, grantRoleAction, revokeRoleAction } from '@/features/studio/server/role-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Admins' page: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Roles and audit log · Studio', robots: { index: false, follow: false } };

const AUDIT_PAGE_SIZE = 50;

/**
 * /studio/admin (admins only; the proxy answers 403 to editors): the roles granted by e-mail
 * address, a form to grant one, and the audit log, newest first, 50 a page (`?before=` for older).
 */
export default async function StudioAdminPage({ params, searchParams }: PageProps<'/[view]/studio/admin'>) {
  await requireRole('admin', '/studio/admin');
  const query = await pageQuery(params, searchParams);
  const before = typeof query.before === 'string' && /^[1-9]\d{0,15}$/.test(query.before) ? query.before : null;
  const [{ roleGrants }, { auditLog }] = await Promise.all([
    loadForViewer(GetRoleGrantsDocument, {}),
    loadForViewer(GetAuditLogDocument, { before, limit: AUDIT_PAGE_SIZE }),
  ]);
  const said = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);
  const granted = said(query.granted);
  const revoked = said(query.revoked);
  const problem = said(query.problem);
  const signedOut = said(query.signedOut);
  const sessions = said(query.sessions);
  return (
    <>
      <StudioBreadcrumb current="Roles and audit log" />
      <h1>Roles and audit log</h1>
      {granted || revoked ? (
        <p role="status" data-testid="role-change">
          {granted ? `Granted to ${granted}.` : `Taken back from ${revoked}.`}
        </p>
      ) : null}
      {signedOut ? (
        <p role="status" data-testid="sessions-ended">
          {sessions === '1' ? `1 session of ${signedOut} ended.` : `${sessions ?? '0'} sessions of ${signedOut} ended.`}
        </p>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
      <section aria-labelledby="roles-heading">
        <h2 id="roles-heading">Editorial roles</h2>
        <p>
          Roles come from the identity provider&apos;s <code>{env.OIDC_ROLES_CLAIM}</code> claim, and from the grants below.
        </p>
        <RoleGrantTable grants={roleGrants} timeZone={env.SITE_TIMEZONE} revoke={revokeRoleAction} />
        <RoleGrantForm grant={grantRoleAction} />
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sign a person out</h2>
        <p>
          Ends every session of an e-mail address at once, on every browser and app: a lost phone, a
          compromised account, an editor who left (take their role back too). They can sign in again.
        </p>
        <form action={endSessionsAction}>
          <label htmlFor="end-sessions-email">Their e-mail</label>{' '}
          <input id="end-sessions-email" name="email" type="email" required />{' '}
          <button type="submit">End their sessions</button>
        </form>
      </section>
      <section aria-labelledby="audit-heading">
        <h2 id="audit-heading">Audit log</h2>
        <AuditLogTable entries={auditLog.entries} timeZone={env.SITE_TIMEZONE} />
        <nav aria-label="Audit log pages">
          {before ? <Link href="/studio/admin">Newest</Link> : null}{' '}
          {auditLog.nextBefore ? <Link href={`/studio/admin?before=${auditLog.nextBefore}`}>Older ›</Link> : null}
        </nav>
      </section>
    </>
  );
}
