import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const GRANTS = '{ roleGrants { email role grantedBy grantedAt } }';
const GRANT = 'mutation ($email: String!, $role: Role!) { grantRole(email: $email, role: $role) { email role grantedBy } }';
const REVOKE = 'mutation ($email: String!, $role: Role!) { revokeRole(email: $email, role: $role) { email role } }';
const STUDIO = '{ studioPosts { totalCount } }';
const ROLES = '{ me(input: { services: "openshiur-web" }) { roles } }';
const AUDIT = 'query ($before: ID, $limit: Int) { auditLog(before: $before, limit: $limit) { entries { id actor action recordType recordId details } nextBefore } }';

describe.each(testDatabaseKinds())('role grants and the audit log on %s', (kind) => {
  let server: TestGraphQLServer;
  let admin: { authorization: string };
  const reader = (emailVerified: boolean) =>
    server.bearer(`reader-${emailVerified}`, { email: 'Sample.Reader@example.org', email_verified: emailVerified });

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    admin = await server.bearer('studio-admin', { roles: ['admin'], email: 'admin@example.org', email_verified: true });
  });
  afterAll(async () => server?.close());

  it('an admin grants a role by e-mail address; it counts only for a verified address, until revoked', async () => {
    const verified = await reader(true);
    expect((await server.request({ query: STUDIO }, verified)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const { grantRole } = await server.data(GRANT, { email: '  Sample.Reader@Example.org ', role: 'editor' }, admin);
    expect(grantRole).toEqual([{ email: 'sample.reader@example.org', role: 'editor', grantedBy: 'Test User' }]);
    expect((await server.data(STUDIO, {}, verified)).studioPosts.totalCount).toBeGreaterThan(0);
    expect((await server.data(ROLES, {}, verified)).me.roles).toEqual(['editor']);
    // Anyone can make an account with someone else's address: unverified, it grants nothing.
    expect((await server.request({ query: STUDIO }, await reader(false))).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await server.data(REVOKE, { email: 'sample.reader@example.org', role: 'editor' }, admin)).revokeRole).toEqual([]);
    expect((await server.request({ query: STUDIO }, verified)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('an admin ends every session of a person at once; the person counts their own sessions', async () => {
    const SESSIONS = '{ me(input: { services: "openshiur-web" }) { signedInSessions } }';
    const END = 'mutation ($email: String!) { endSessionsOf(email: $email) }';
    const claims = { email: 'Lost.Phone@example.org', email_verified: true };
    const phone = (await server.sessionCookie(`lost-phone-${kind}`, claims)).headers;
    const laptop = (await server.sessionCookie(`lost-phone-${kind}`, claims)).headers;
    const bystander = (await server.sessionCookie(`bystander-${kind}`, { email: 'bystander@example.org' })).headers;
    expect((await server.data(SESSIONS, {}, laptop)).me.signedInSessions).toBe(2);

    const editor = await server.bearer('session-editor', { roles: ['editor'] });
    expect((await server.request({ query: END, variables: { email: 'lost.phone@example.org' } }, editor)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await server.request({ query: END, variables: { email: 'not an address' } }, admin);
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email' }] });

    expect((await server.data(END, { email: ' LOST.phone@example.org ' }, admin)).endSessionsOf).toBe(2);
    for (const headers of [phone, laptop]) {
      expect((await server.request({ query: SESSIONS }, headers)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await server.data(SESSIONS, {}, bystander)).me.signedInSessions).toBe(1);
    expect((await server.data(END, { email: 'lost.phone@example.org' }, admin)).endSessionsOf).toBe(0);
    const [entry] = (await server.data(AUDIT, { limit: 2 }, admin)).auditLog.entries;
    expect(entry).toMatchObject({ action: 'sessions.ended', recordType: 'user', recordId: 'lost.phone@example.org', details: '{"sessions":0}' });
  });

  it('only admins read or change grants and the log; bad addresses are field errors', async () => {
    const editor = await server.bearer('studio-editor', { roles: ['editor'] });
    for (const query of [GRANTS, AUDIT]) {
      expect((await server.request({ query }, editor)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await server.request({ query })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const change = await server.request({ query: GRANT, variables: { email: 'someone@example.org', role: 'admin' } }, editor);
    expect(change.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await server.request({ query: GRANT, variables: { email: 'not an address', role: 'editor' } }, admin);
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'email', message: 'Not an e-mail address' }] });
    const self = await server.request({ query: REVOKE, variables: { email: 'ADMIN@example.org', role: 'admin' } }, admin);
    expect(self.body.errors?.[0]?.message).toBe('You cannot take your own admin role');
    expect((await server.data(GRANTS, {}, admin)).roleGrants).toEqual([]);
  });

  it('logs every grant and revocation, newest first, page by page', async () => {
    for (const email of ['one@example.org', 'two@example.org', 'three@example.org']) {
      await server.data(GRANT, { email, role: 'editor' }, admin);
    }
    // Granting again is no change, and not logged again.
    await server.data(GRANT, { email: 'three@example.org', role: 'editor' }, admin);
    const first = (await server.data(AUDIT, { limit: 2 }, admin)).auditLog;
    expect(first.entries.map((entry: { recordId: string }) => entry.recordId)).toEqual(['three@example.org', 'two@example.org']);
    expect(first.entries[0]).toMatchObject({ actor: 'Test User', action: 'role.granted', recordType: 'role', details: '{"role":"editor"}' });
    const second = (await server.data(AUDIT, { limit: 2, before: first.nextBefore }, admin)).auditLog;
    expect(second.entries[0].recordId).toBe('one@example.org');
    const bad = await server.request({ query: AUDIT, variables: { limit: 500 } }, admin);
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('tells editors where to upload media (nothing on a server that takes none), and no one else', async () => {
    const QUERY = '{ mediaUploadEndpoint { protocol url } }';
    const editor = await server.bearer('studio-editor', { roles: ['editor'] });
    expect((await server.data(QUERY, {}, editor)).mediaUploadEndpoint).toBeNull();
    expect((await server.request({ query: QUERY }, await reader(true))).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
