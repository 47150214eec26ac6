import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { storeContactMessage } from '../queries/contact-messages';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const SEND = 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok } }';
const LIST = 'query ($page: Int) { contactMessages(page: $page) { items { id name email subject message createdAt } totalCount page pageCount pageSize } }';

const { contactMessages, mailMessages, jobs } = schema;

describe.each(testDatabaseKinds())('the contact form on %s', (kind) => {
  let server: TestGraphQLServer;
  let admin: { authorization: string };
  let counter = 0;
  const sender = (label: string) => `sample.${label}.${(counter += 1)}@example.org`;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    admin = await server.bearer('contact-admin', { roles: ['admin'], email: 'admin@example.org', email_verified: true });
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  const counts = async () => {
    const [messages] = await db().select({ n: sql<number>`count(*)::int` }).from(contactMessages);
    const [mails] = await db().select({ n: sql<number>`count(*)::int` }).from(mailMessages);
    return { messages: messages!.n, mails: mails!.n };
  };
  const input = (email: string, overrides: object = {}) => ({ name: 'Sample Sender', email, subject: 'A question about the shiurim', message: 'Is there a\nshiur on Sunday?', ...overrides });

  it('stores the message with a mail to the organisation and a copy to the sender, each with its job', async () => {
    const email = sender('ok');
    const queued = server.mailQueuedCount();
    expect((await server.data(SEND, { input: input(`  ${email} `, { name: ' Sample\tSender ', subject: 'A\nquestion' }) })).sendContactMessage).toEqual({ ok: true });
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.email, email));
    // Trimmed; a name and subject on one line (they become mail headers); the message keeps its lines.
    expect(row).toMatchObject({ name: 'Sample Sender', email, subject: 'A question', message: 'Is there a\nshiur on Sunday?' });
    const mails = await db().select().from(mailMessages).where(sql`${mailMessages.data}->>'messageId' = ${String(row!.id)}`).orderBy(mailMessages.id);
    expect(mails.map(({ template, recipient, stream }) => ({ template, recipient, stream }))).toEqual([
      { template: 'contact-message', recipient: 'office@example.org', stream: 'transactional' },
      { template: 'contact-copy', recipient: email, stream: 'transactional' },
    ]);
    expect(mails[0]!.data).toEqual({ messageId: row!.id, name: 'Sample Sender', email, subject: 'A question', message: 'Is there a\nshiur on Sunday?' });
    const sending = await db().select().from(jobs).where(inArray(jobs.key, mails.map((mail) => `send-mail:${mail.id}`)));
    expect(sending).toHaveLength(2);
    expect(server.mailQueuedCount()).toBe(queued + 1);
  });

  it('stores nothing for invalid input, and names each field', async () => {
    const before = await counts();
    const cases: [object, Record<string, string>][] = [
      [{ name: ' ', email: 'not an address', subject: '', message: '  ' }, { name: 'Give your name', email: 'Give an e-mail address like name@example.org, so we can answer', subject: 'Give a subject', message: 'Write your message' }],
      [{ name: 'x'.repeat(101), subject: 's'.repeat(151), message: 'm'.repeat(5_001) }, { name: 'At most 100 characters', subject: 'At most 150 characters', message: 'At most 5,000 characters' }],
    ];
    for (const [overrides, expected] of cases) {
      const { body } = await server.request({ query: SEND, variables: { input: input(sender('bad'), overrides) } });
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      const fieldErrors = (body.errors![0]!.extensions as { fieldErrors: { field: string; message: string }[] }).fieldErrors;
      expect(Object.fromEntries(fieldErrors.map(({ field, message }) => [field, message]))).toEqual(expected);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps neither the message nor a mail when the transaction fails part-way', async () => {
    const before = await counts();
    // The copy to the sender (the last write) fails: the message and the organisation's mail, written before it, must go too.
    await db().execute(sql.raw(`CREATE FUNCTION contact_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`));
    await db().execute(
      sql.raw(`CREATE TRIGGER contact_test_refuse BEFORE INSERT ON mail_messages FOR EACH ROW WHEN (NEW.template = 'contact-copy') EXECUTE FUNCTION contact_test_refuse()`),
    );
    try {
      await expect(storeContactMessage(db(), { name: 'Sample', email: sender('fail'), subject: 'Subject', message: 'Message' }, 'office@example.org')).rejects.toThrow();
    } finally {
      await db().execute(sql.raw('DROP TRIGGER contact_test_refuse ON mail_messages'));
      await db().execute(sql.raw('DROP FUNCTION contact_test_refuse()'));
    }
    expect(await counts()).toEqual(before);
  });

  it('lists the messages to admins only, newest first, 25 a page', async () => {
    for (let index = 0; index < 26; index += 1) await server.data(SEND, { input: input(sender('list'), { subject: `Sample subject ${index}` }) });
    const total = (await counts()).messages;
    const first = (await server.data(LIST, {}, admin)).contactMessages;
    expect(first).toMatchObject({ page: 1, pageSize: 25, totalCount: total, pageCount: Math.ceil(total / 25) });
    expect(first.items).toHaveLength(25);
    expect(first.items[0].subject).toBe('Sample subject 25');
    expect(first.items[1].subject).toBe('Sample subject 24');
    const newest = await db().select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(first.items[0].id).toBe(String(newest[0]!.id));
    expect((await server.data(LIST, { page: 2 }, admin)).contactMessages.items.length).toBe(total - 25);

    expect((await server.request({ query: LIST })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const reader = await server.bearer('contact-reader', { email: 'reader@example.org', email_verified: true });
    expect((await server.request({ query: LIST }, reader)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.request({ query: LIST, variables: { page: 0 } }, admin)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
