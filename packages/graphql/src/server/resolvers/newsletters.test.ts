import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { NEWSLETTER_LINKS } from '../../newsletter-links';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const SIGN_UP = 'mutation ($input: NewsletterSignupInput!) { signUpForNewsletter(input: $input) { ok } }';
const CONFIRM = 'mutation ($token: String!) { confirmNewsletterSignup(token: $token) { status preferencesToken subscription { email firstName confirmed lists { id } } } }';
const PREFERENCES = 'query ($token: String!) { newsletterPreferences(token: $token) { email firstName confirmed unsubscribedAt lists { id } } }';
const UPDATE = 'mutation ($token: String!, $input: NewsletterPreferencesInput!) { updateNewsletterPreferences(token: $token, input: $input) { firstName lists { id } unsubscribedAt } }';
const UNSUBSCRIBE = 'mutation ($token: String!, $list: ID) { unsubscribeFromNewsletters(token: $token, list: $list) { lists { id } unsubscribedAt } }';
const LISTS = '{ newsletterLists { id name } }';

const { newsletterSignups, mailMessages } = schema;

describe.each(testDatabaseKinds())('newsletter sign-up on %s', (kind) => {
  let server: TestGraphQLServer;
  let counter = 0;
  const address = (label: string) => `sample.${label}.${(counter += 1)}@example.org`;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const signupOf = async (email: string) =>
    (await db().select().from(newsletterSignups).where(eq(sql`lower(${newsletterSignups.email})`, email.toLowerCase())))[0];
  const mailsTo = (email: string) => db().select().from(mailMessages).where(eq(mailMessages.recipient, email)).orderBy(desc(mailMessages.id));
  const answerOf = async (query: string, variables: object) => (await server.request({ query, variables })).body;
  /** The confirmation link of the newest confirmation mail to `email`, as the mail template makes it. */
  const confirmToken = async (email: string, expiresIn: string = NEWSLETTER_LINKS.confirm.expiresIn) => {
    const [mail] = (await mailsTo(email)).filter((message) => message.template === 'newsletter-confirm');
    const data = mail!.data as { signupId: number; nonce: string };
    return server.linkTokens.sign({ purpose: NEWSLETTER_LINKS.confirm.purpose, subject: String(data.signupId), extra: { nonce: data.nonce } }, expiresIn);
  };
  const linkFor = async (kind: 'preferences' | 'unsubscribe', email: string, extra?: Record<string, string>) =>
    server.linkTokens.sign({ purpose: NEWSLETTER_LINKS[kind].purpose, subject: String((await signupOf(email))!.id), extra }, NEWSLETTER_LINKS[kind].expiresIn);
  const signUp = (email: string, lists: string[], firstName?: string) => server.data(SIGN_UP, { input: { email, lists, firstName } });
  const confirmed = async (email: string, lists: string[], firstName?: string) => {
    await signUp(email, lists, firstName);
    await server.data(CONFIRM, { token: await confirmToken(email) });
  };

  it('offers the active lists in order', async () => {
    expect((await server.data(LISTS)).newsletterLists.map((list: { id: string }) => list.id)).toEqual(['daily-daf', 'weekly-parsha', 'events']);
  });

  it('stores the request with its confirmation mail, and sends nothing else before it is confirmed', async () => {
    const email = address('new');
    const queuedBefore = server.mailQueuedCount();
    expect((await signUp(`  ${email} `, ['daily-daf', 'events'], 'Sample')).signUpForNewsletter).toEqual({ ok: true });
    const row = await signupOf(email);
    expect(row).toMatchObject({ email, lists: [], confirmedAt: null, pendingLists: ['daily-daf', 'events'], pendingFirstName: 'Sample' });
    expect(row!.confirmationNonce).toMatch(/^[\w-]{16,}$/);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'newsletter-confirm', stream: 'transactional', sentAt: null });
    expect(mails[0]!.data).toMatchObject({ signupId: row!.id, nonce: row!.confirmationNonce, changing: false });
    // And its sending job, in the same write.
    const [job] = await db().select().from(schema.jobs).where(eq(schema.jobs.key, `send-mail:${mails[0]!.id}`));
    expect(job).toBeDefined();
    expect(server.mailQueuedCount()).toBe(queuedBefore + 1);
    // Unconfirmed, the address is on no list, and no admin export lists it.
    expect(await db().select().from(newsletterSignups).where(and(eq(newsletterSignups.id, row!.id), sql`cardinality(${newsletterSignups.lists}) > 0`))).toEqual([]);
  });

  it('answers the same for an unknown, a waiting and a confirmed address', async () => {
    const known = address('known');
    await confirmed(known, ['daily-daf']);
    const waiting = address('waiting');
    await signUp(waiting, ['events']);
    const answers = await Promise.all(
      [address('unknown'), waiting, known, known.toUpperCase()].map((email) => server.request({ query: SIGN_UP, variables: { input: { email, lists: ['events'] } } })),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.body).toEqual({ data: { signUpForNewsletter: { ok: true } } });
    // One row per mailbox, whatever the case; the confirmed one is asked to confirm the change.
    expect(await db().select().from(newsletterSignups).where(eq(sql`lower(${newsletterSignups.email})`, known.toLowerCase()))).toHaveLength(1);
    const [latest] = await mailsTo(known.toUpperCase());
    expect(latest!.data).toMatchObject({ changing: true, lists: ['Events and announcements'] });
    // Nothing changed before that confirmation.
    expect((await signupOf(known))!.lists).toEqual(['daily-daf']);
  });

  it('stores nothing for an invalid address, a missing or unknown list, a too long name', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(newsletterSignups);
    const outboxBefore = await db().select({ n: sql<number>`count(*)::int` }).from(mailMessages);
    const cases: [object, Record<string, string>][] = [
      [{ email: 'not an address', lists: ['events'] }, { email: 'Enter an e-mail address like name@example.org' }],
      [{ email: address('nolists'), lists: [] }, { lists: 'Choose at least one newsletter' }],
      [{ email: address('unknownlist'), lists: ['no-such-list'] }, { lists: 'Not a newsletter list: no-such-list' }],
      [{ email: address('longname'), lists: ['events'], firstName: 'x'.repeat(101) }, { firstName: 'At most 100 characters' }],
    ];
    for (const [input, fieldErrors] of cases) {
      const { errors } = await answerOf(SIGN_UP, { input });
      expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const found = (errors?.[0]?.extensions as { fieldErrors: { field: string; message: string }[] }).fieldErrors;
      expect(Object.fromEntries(found.map((error) => [error.field, error.message]))).toEqual(fieldErrors);
    }
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(newsletterSignups)).toEqual(before);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(mailMessages)).toEqual(outboxBefore);
  });

  it('confirms once: the pending lists apply, the welcome mail is queued, a second visit changes nothing', async () => {
    const email = address('confirm');
    await signUp(email, ['weekly-parsha', 'events'], 'Sample');
    const token = await confirmToken(email);
    const first = (await server.data(CONFIRM, { token })).confirmNewsletterSignup;
    expect(first).toMatchObject({ status: 'CONFIRMED', subscription: { email, firstName: 'Sample', confirmed: true, lists: [{ id: 'weekly-parsha' }, { id: 'events' }] } });
    expect(await server.linkTokens.verify(first.preferencesToken, NEWSLETTER_LINKS.preferences.purpose)).toMatchObject({ subject: String((await signupOf(email))!.id) });
    const row = await signupOf(email);
    expect(row).toMatchObject({ lists: ['weekly-parsha', 'events'], pendingLists: null, confirmationNonce: null, unsubscribedAt: null });
    expect((await mailsTo(email)).map((mail) => [mail.template, mail.stream])).toEqual([
      ['newsletter-welcome', 'bulk'],
      ['newsletter-confirm', 'transactional'],
    ]);

    // Someone changes the preferences; following the first link again must not undo that.
    await server.data(UPDATE, { token: await linkFor('preferences', email), input: { lists: ['events'], firstName: 'Sample' } });
    const second = (await server.data(CONFIRM, { token })).confirmNewsletterSignup;
    expect(second).toMatchObject({ status: 'ALREADY_CONFIRMED', subscription: { lists: [{ id: 'events' }] } });
    expect(await signupOf(email)).toEqual({ ...(await signupOf(email)), lists: ['events'], confirmedAt: row!.confirmedAt });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('adds the lists a confirmed member asks for only once that change is confirmed', async () => {
    const email = address('change');
    await confirmed(email, ['daily-daf']);
    await signUp(email, ['events'], 'Renamed');
    expect((await signupOf(email))!.lists).toEqual(['daily-daf']);
    await server.data(CONFIRM, { token: await confirmToken(email) });
    expect(await signupOf(email)).toMatchObject({ lists: ['daily-daf', 'events'], firstName: 'Renamed' });
  });

  it('refuses forged, expired, wrong-purpose and replaced links', async () => {
    const email = address('links');
    await signUp(email, ['events']);
    const genuine = await confirmToken(email);
    const expired = await confirmToken(email, '-1s');
    const [header, payload, signature] = genuine.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`;
    const preferences = await linkFor('preferences', email);
    for (const token of [expired, forged, preferences, 'nonsense']) {
      const { errors } = await answerOf(CONFIRM, { token });
      expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_LINK' });
      expect(errors?.[0]?.message).toBe('This link is not valid or has expired.');
    }
    // A newer request replaces the link in flight.
    await signUp(email, ['daily-daf']);
    const { errors } = await answerOf(CONFIRM, { token: genuine });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'SUPERSEDED' });
    expect(await signupOf(email)).toMatchObject({ confirmedAt: null, lists: [] });
    // Preferences of an address that never confirmed are no one's.
    expect((await answerOf(PREFERENCES, { token: preferences })).errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_LINK' });
    const unsubscribe = await linkFor('unsubscribe', email);
    expect((await answerOf(PREFERENCES, { token: unsubscribe })).errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_LINK' });
  });

  it('updates the preferences from a preferences link; none chosen unsubscribes', async () => {
    const email = address('prefs');
    await confirmed(email, ['daily-daf'], 'Sample');
    const token = await linkFor('preferences', email);
    expect((await server.data(PREFERENCES, { token })).newsletterPreferences).toMatchObject({ email, firstName: 'Sample', confirmed: true, lists: [{ id: 'daily-daf' }], unsubscribedAt: null });
    const changed = (await server.data(UPDATE, { token, input: { lists: ['weekly-parsha', 'events'], firstName: ' Other ' } })).updateNewsletterPreferences;
    expect(changed).toEqual({ firstName: 'Other', lists: [{ id: 'weekly-parsha' }, { id: 'events' }], unsubscribedAt: null });
    const bad = await answerOf(UPDATE, { token, input: { lists: ['no-such-list'] } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'lists' }] });
    const none = (await server.data(UPDATE, { token, input: { lists: [] } })).updateNewsletterPreferences;
    expect(none.lists).toEqual([]);
    expect(none.unsubscribedAt).not.toBeNull();
  });

  it('unsubscribes from one list or all, by the one-click link or the preferences link, idempotently', async () => {
    const email = address('unsub');
    await confirmed(email, ['daily-daf', 'weekly-parsha', 'events']);
    const oneList = await linkFor('unsubscribe', email, { list: 'weekly-parsha' });
    const once = (await server.data(UNSUBSCRIBE, { token: oneList })).unsubscribeFromNewsletters;
    expect(once).toEqual({ lists: [{ id: 'daily-daf' }, { id: 'events' }], unsubscribedAt: null });
    expect((await server.data(UNSUBSCRIBE, { token: oneList })).unsubscribeFromNewsletters).toEqual(once);
    // From one list named by the caller, with the preferences link.
    expect((await server.data(UNSUBSCRIBE, { token: await linkFor('preferences', email), list: 'events' })).unsubscribeFromNewsletters.lists).toEqual([{ id: 'daily-daf' }]);

    const all = await linkFor('unsubscribe', email);
    const gone = (await server.data(UNSUBSCRIBE, { token: all })).unsubscribeFromNewsletters;
    expect(gone.lists).toEqual([]);
    expect(gone.unsubscribedAt).not.toBeNull();
    expect((await server.data(UNSUBSCRIBE, { token: all })).unsubscribeFromNewsletters).toEqual(gone);
    expect(await signupOf(email)).toMatchObject({ lists: [], unsubscribedAt: new Date(gone.unsubscribedAt) });
    expect((await answerOf(UNSUBSCRIBE, { token: `${all}x` })).errors?.[0]?.extensions).toMatchObject({ reason: 'INVALID_LINK' });

    // A new confirmed sign-up brings the address back.
    await confirmed(email, ['events']);
    expect(await signupOf(email)).toMatchObject({ lists: ['events'], unsubscribedAt: null });
  });
});
