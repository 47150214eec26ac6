import { describe, expect, it, vi } from 'vitest';
import type { VerifiedIdentity } from '@openshiur/auth';

// Who is who, without an identity provider: a token or a cookie names a person, the roles say what
// they may do. The checks under test are upload-access's own.
const people: Record<string, VerifiedIdentity> = {
  'editor-token': { subject: 'editor', name: 'Sample Editor', email: 'editor@example.org', claims: {} } as VerifiedIdentity,
  'reader-token': { subject: 'reader', name: 'Sample Reader', email: 'reader@example.org', claims: {} } as VerifiedIdentity,
};
vi.mock('@/features/account/server/auth', () => ({
  tokenVerifier: {
    verify: async (token: string) => {
      if (!people[token]) throw new Error('bad token');
      return people[token];
    },
  },
}));
vi.mock('@/features/account/server/session', () => ({
  identityOfRequest: async (request: Request) => people[/session=(\S+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? ''] ?? null,
}));
vi.mock('@/features/studio/server/roles', () => ({
  holdsRole: async (identity: VerifiedIdentity) => identity.subject === 'editor',
}));
const { uploaderOf } = await import('./upload-access');

const upload = (headers: Record<string, string>) => new Request('http://site.example/api/media/uploads', { method: 'POST', headers });
const statusOf = async (answer: Awaited<ReturnType<typeof uploaderOf>>) => (answer instanceof Response ? answer.status : 'allowed');

describe('who may upload', () => {
  it('an editor with a Bearer token, without the CSRF header a browser page sends', async () => {
    expect(await uploaderOf(upload({ authorization: 'Bearer editor-token' }), { changes: true })).toEqual({
      subject: 'editor',
      name: 'Sample Editor',
      email: 'editor@example.org',
    });
  });

  it('not a bad token, nor a reader\'s token', async () => {
    expect(await statusOf(await uploaderOf(upload({ authorization: 'Bearer forged' }), { changes: true }))).toBe(401);
    expect(await statusOf(await uploaderOf(upload({ authorization: 'Bearer reader-token' }), { changes: true }))).toBe(403);
  });

  it('a signed-in editor from the site\'s pages only: the CSRF header, and no other site by Sec-Fetch-Site', async () => {
    const cookie = { cookie: 'session=editor-token' };
    expect(await statusOf(await uploaderOf(upload({ ...cookie, 'x-openshiur-csrf': '1', 'sec-fetch-site': 'same-origin' }), { changes: true }))).toBe('allowed');
    expect(await statusOf(await uploaderOf(upload(cookie), { changes: true }))).toBe(403);
    expect(await statusOf(await uploaderOf(upload({ ...cookie, 'x-openshiur-csrf': '1', 'sec-fetch-site': 'cross-site' }), { changes: true }))).toBe(403);
    // Reading an upload's offset changes nothing.
    expect(await statusOf(await uploaderOf(upload(cookie), { changes: false }))).toBe('allowed');
    expect(await statusOf(await uploaderOf(upload({}), { changes: false }))).toBe(401);
  });
});
