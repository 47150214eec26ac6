import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { NEWSLETTER_LINKS } from '../../newsletter-links';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const LISTS = '{ studioNewsletterLists { id name description position archivedAt memberCount } }';
const PUBLIC_LISTS = '{ newsletterLists { id } }';
const MEMBERS = 'query ($list: ID) { newsletterMembers(list: $list) { email firstName confirmedAt lists } }';
const CREATE = 'mutation ($input: NewsletterListInput!) { createNewsletterList(input: $input) { id name description position archivedAt memberCount } }';
const UPDATE = 'mutation ($id: ID!, $input: NewsletterListInput!) { updateNewsletterList(id: $id, input: $input) { id name archivedAt memberCount } }';
const SIGN_UP = 'mutation ($input: NewsletterSignupInput!) { signUpForNewsletter(input: $input) { ok } }';
const CONFIRM = 'mutation ($token: String!) { confirmNewsletterSignup(token: $token) { status } }';
const UNSUBSCRIBE = 'mutation ($token: String!) { unsubscribeFromNewsletters(token: $token) { unsubscribedAt } }';

describe.each(testDatabaseKinds())('newsletter lists in the studio on %s', (kind) => {
  let server: TestGraphQLServer;
  let admin: { authorization: string };
  let editor: { authorization: string };

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    admin = await server.bearer('newsletter-admin', { roles: ['admin'], email: 'admin@example.org', email_verified: true });
    editor = await server.bearer('newsletter-editor', { roles: ['editor'] });
  });
  afterAll(async () => server?.close());

  /** Signs `email` up to `lists` and follows the link from its confirmation mail. */
  async function member(email: string, lists: string[], firstName?: string) {
    await server.data(SIGN_UP, { input: { email, lists, firstName } });
    const messages = await server.database.db.query.mailMessages.findMany({ where: (m, { eq }) => eq(m.recipient, email), orderBy: (m, { desc }) => desc(m.id) });
    const data = messages.find((message) => message.template === 'newsletter-confirm')!.data as { signupId: number; nonce: string };
    const token = await server.linkTokens.sign({ purpose: NEWSLETTER_LINKS.confirm.purpose, subject: String(data.signupId), extra: { nonce: data.nonce } }, '1h');
    await server.data(CONFIRM, { token });
    return data.signupId;
  }

  it('only admins read or change the lists and the members', async () => {
    const create = { query: CREATE, variables: { input: { name: 'Sample list' } } };
    const update = { query: UPDATE, variables: { id: 'events', input: { name: 'Hijacked' } } };
    for (const request of [{ query: LISTS }, { query: MEMBERS }, create, update]) {
      expect((await server.request(request)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.request(request, editor)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await server.data(LISTS, {}, admin)).studioNewsletterLists.find((list: { id: string }) => list.id === 'events').name).toBe('Events and announcements');
  });

  it('counts and exports confirmed members only, per list and in all', async () => {
    await member('sample.one@example.org', ['daily-daf', 'events'], 'One');
    await member('sample.two@example.org', ['daily-daf']);
    const gone = await member('sample.gone@example.org', ['daily-daf']);
    await server.data(UNSUBSCRIBE, { token: await server.linkTokens.sign({ purpose: NEWSLETTER_LINKS.unsubscribe.purpose, subject: String(gone) }, '1h') });
    // Asked and never confirmed.
    await server.data(SIGN_UP, { input: { email: 'sample.waiting@example.org', lists: ['daily-daf'] } });

    const counts = Object.fromEntries((await server.data(LISTS, {}, admin)).studioNewsletterLists.map((list: { id: string; memberCount: number }) => [list.id, list.memberCount]));
    expect(counts).toEqual({ 'daily-daf': 2, 'weekly-parsha': 0, events: 1 });
    const daf = (await server.data(MEMBERS, { list: 'daily-daf' }, admin)).newsletterMembers;
    expect(daf.map((m: { email: string }) => m.email)).toEqual(['sample.one@example.org', 'sample.two@example.org']);
    expect(daf[0]).toMatchObject({ firstName: 'One', lists: ['daily-daf', 'events'] });
    expect(new Date(daf[0].confirmedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await server.data(MEMBERS, {}, admin)).newsletterMembers).toHaveLength(2);
    expect((await server.data(MEMBERS, { list: 'events' }, admin)).newsletterMembers.map((m: { email: string }) => m.email)).toEqual(['sample.one@example.org']);
    expect((await server.request({ query: MEMBERS, variables: { list: 'no-such-list' } }, admin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('creates, renames, archives and restores lists; the form offers active ones only', async () => {
    const created = (await server.data(CREATE, { input: { name: 'Sample Mishnah Yomis', description: 'Two mishnayos a day', position: 5 } }, admin)).createNewsletterList;
    expect(created).toEqual({ id: 'sample-mishnah-yomis', name: 'Sample Mishnah Yomis', description: 'Two mishnayos a day', position: 5, archivedAt: null, memberCount: 0 });
    expect((await server.data(PUBLIC_LISTS)).newsletterLists.map((list: { id: string }) => list.id)).toContain('sample-mishnah-yomis');

    const taken = await server.request({ query: CREATE, variables: { input: { id: 'events', name: 'Another' } } }, admin);
    expect(taken.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'id', message: 'The id events is taken' }] });
    const bad = await server.request({ query: CREATE, variables: { input: { id: 'Not A Slug', name: ' ' } } }, admin);
    const fields = (bad.body.errors?.[0]?.extensions as { fieldErrors: { field: string }[] }).fieldErrors.map((error) => error.field);
    expect(fields.sort()).toEqual(['id', 'name']);

    const archived = (await server.data(UPDATE, { id: 'sample-mishnah-yomis', input: { name: 'Sample Mishnah', archived: true } }, admin)).updateNewsletterList;
    expect(archived).toMatchObject({ id: 'sample-mishnah-yomis', name: 'Sample Mishnah' });
    expect(archived.archivedAt).not.toBeNull();
    expect((await server.data(PUBLIC_LISTS)).newsletterLists.map((list: { id: string }) => list.id)).not.toContain('sample-mishnah-yomis');
    const signUp = await server.request({ query: SIGN_UP, variables: { input: { email: 'sample.late@example.org', lists: ['sample-mishnah-yomis'] } } });
    expect(signUp.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await server.data(LISTS, {}, admin)).studioNewsletterLists.at(-1).id).toBe('sample-mishnah-yomis');

    const restored = (await server.data(UPDATE, { id: 'sample-mishnah-yomis', input: { name: 'Sample Mishnah', archived: false } }, admin)).updateNewsletterList;
    expect(restored.archivedAt).toBeNull();
    expect((await server.request({ query: UPDATE, variables: { id: 'no-such-list', input: { name: 'X' } } }, admin)).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
