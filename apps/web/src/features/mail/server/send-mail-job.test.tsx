import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enqueueMail, jobs, mailMessages, runDueJobs, SEND_MAIL_JOB, type Database } from '@openshiur/db';
import { createTestDatabase, type TestDatabase } from '@openshiur/db/testing';
import { eq, isNotNull } from 'drizzle-orm';
import { freePort, startSmtpCapture, type SmtpCapture } from '../../../../test/smtp-capture';
import { MailText } from '../templates/parts';
import { listMailFiles, readMailFile } from './mail-folder';
import { defineMailTemplate } from './mail-template';
import { folderTransport, smtpTransport, type MailTransport } from './mail-transport';
import { renderMail, type MailTemplates } from './render-mail';
import { sendMailJob } from './send-mail-job';

const templates = {
  hello: defineMailTemplate({
    data: z.object({ name: z.string() }),
    compose: ({ name }) => ({ subject: `Hello ${name}`, body: <MailText>{`Shalom, ${name}.`}</MailText> }),
  }),
  digest: defineMailTemplate({
    data: z.object({}),
    compose: () => ({
      subject: 'Your digest',
      body: <MailText>New shiurim.</MailText>,
      unsubscribe: { oneClickUrl: 'https://example.org/unsubscribe?token=t', preferencesUrl: 'https://example.org/prefs?token=t', reason: 'You follow a sample series.' },
    }),
  }),
  careless: defineMailTemplate({ data: z.object({}), compose: () => ({ subject: 'Bulk without a way out', body: <MailText>Oops.</MailText> }) }),
} as unknown as MailTemplates;

const dependencies = (transport: MailTransport) => ({ templates, transport, from: '"Sample Site" <no-reply@example.org>', messageIdHost: 'example.org' });

describe('the send-mail job', () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    db = testDb.db;
  });
  afterAll(() => testDb.cleanup());
  beforeEach(async () => {
    await db.delete(jobs);
    await db.delete(mailMessages);
  });

  const runQueue = (transport: MailTransport) => runDueJobs(db, { [SEND_MAIL_JOB]: sendMailJob(db, dependencies(transport)) }, { workerId: 'test' });
  const makeDue = () => db.update(jobs).set({ runAt: new Date(Date.now() - 1_000) });

  describe('against a real SMTP server', () => {
    let port: number;
    let smtp: SmtpCapture | undefined;
    beforeEach(async () => {
      port = await freePort();
    });
    afterEach(async () => {
      await smtp?.close();
      smtp = undefined;
    });

    it('keeps the mail while the server is down, sends it once it is up, and never twice', async () => {
      const transport = smtpTransport(`smtp://127.0.0.1:${port}`, { timeoutMs: 2_000 });
      const id = (await enqueueMail(db, { template: 'hello', to: 'reader@example.org', data: { name: 'Sample Reader' }, stream: 'transactional' }))!;

      // Down: the attempt fails, the message waits with its error, the job is retried later.
      expect(await runQueue(transport)).toEqual({ ran: 0, failed: 1 });
      const [waiting] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
      expect(waiting).toMatchObject({ sentAt: null, attempts: 1, failedAt: null });
      expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
      const [job] = await db.select().from(jobs);
      expect(job).toMatchObject({ state: 'pending', attempts: 1 });
      expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());

      // Up: at the retry the mail goes out, whole.
      smtp = await startSmtpCapture(port);
      await makeDue();
      expect(await runQueue(transport)).toEqual({ ran: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.subject).toBe('Hello Sample Reader');
      expect(mail!.messageId).toBe(`<mail-${id}.${waiting!.createdAt.getTime()}@example.org>`);
      expect(mail!.html).toContain('Shalom, Sample Reader.');
      expect(mail!.text).toContain('Shalom, Sample Reader.');
      expect(mail!.headers.has('list-unsubscribe')).toBe(false);

      // A runner that died after sending but before finishing the job: the job runs again after a
      // restart (a new process, a new transport), and the mail is not sent a second time.
      await db.update(jobs).set({ state: 'pending', runAt: new Date(Date.now() - 1_000) });
      expect(await runQueue(smtpTransport(`smtp://127.0.0.1:${port}`))).toEqual({ ran: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    });

    it('sends a burst once each, bulk mail with one-click unsubscribe headers', async () => {
      smtp = await startSmtpCapture(port);
      for (let index = 0; index < 25; index += 1)
        await enqueueMail(db, { template: 'digest', to: `reader${index}@example.org`, stream: 'bulk', dedupeKey: `digest:${index}` });
      expect(await runQueue(smtpTransport(`smtp://127.0.0.1:${port}`))).toEqual({ ran: 25, failed: 0 });
      expect(new Set(smtp.received.map((mail) => (Array.isArray(mail.to) ? '' : mail.to?.text))).size).toBe(25);
      const [first] = smtp.received;
      const headerLine = (key: string) => first!.headerLines.find((line) => line.key === key)?.line;
      expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(headerLine('list-unsubscribe')).toBe('List-Unsubscribe: <https://example.org/unsubscribe?token=t>');
      expect(await db.$count(mailMessages, isNotNull(mailMessages.sentAt))).toBe(25);
    });
  });

  it('refuses to send bulk mail that has no unsubscribe link', async () => {
    await expect(renderMail({ template: 'careless', recipient: 'a@example.org', data: {}, stream: 'bulk' }, templates)).rejects.toThrow(/unsubscribe/);
    await expect(renderMail({ template: 'nope', recipient: 'a@example.org', data: {}, stream: 'bulk' }, templates)).rejects.toThrow(/No mail template/);
  });

  it('puts the site name and postal address in both parts', async () => {
    const mail = await renderMail({ template: 'digest', recipient: 'a@example.org', data: {}, stream: 'bulk' }, templates);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('OpenShiur');
      expect(part).toContain('1 Sample Street, Example City');
      expect(part).toContain('https://example.org/prefs?token=t');
    }
  });

  describe('the mail folder (the default without SMTP)', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'openshiur-mail-'));
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('writes each mail as a whole .eml file that /dev/mail lists and reads', async () => {
      await enqueueMail(db, { template: 'hello', to: 'reader@example.org', data: { name: 'Sample Reader' }, stream: 'transactional' });
      expect(await runQueue(folderTransport(dir))).toEqual({ ran: 1, failed: 0 });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[\w-]+\.eml$/);
      const [summary] = await listMailFiles(dir);
      expect(summary).toMatchObject({ file: files[0], to: 'reader@example.org', subject: 'Hello Sample Reader' });
      const read = await readMailFile(dir, files[0]!);
      expect(read!.mail.text).toContain('Shalom, Sample Reader.');
      expect(await readMailFile(dir, '../secret.eml')).toBeNull();
      expect(await readMailFile(dir, 'missing.eml')).toBeNull();
    });
  });
});
