import { HDate, months } from '@hebcal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { dedications, mailMessages, type Database } from '@openshiur/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import { addDays } from '@/lib/calendar-date';
import { isoOf } from '@/server/hebrew-calendar';
import type { MailTemplate } from '@/features/mail/server/mail-template';
import { renderMail } from '@/features/mail/server/render-mail';
import { DEDICATION_CONFIRMED_MAIL } from '@openshiur/graphql/server';
import { dedicationMailTemplates, YAHRZEIT_REMINDER_MAIL } from './dedication-mail-templates';
import { queueYahrzeitReminders, REMINDER_DAYS_AHEAD } from './yahrzeit-reminders';

// Sample Name passed away on 15 Shevat 5780 (after sunset on 2020-02-09): yahrzeits on 15 Shevat.
const passing = { passingHebrewYear: 5780, passingHebrewMonth: months.SHVAT, passingHebrewDay: 15 };
const yahrzeit5787 = isoOf(new HDate(15, months.SHVAT, 5787));
const yahrzeit5788 = isoOf(new HDate(15, months.SHVAT, 5788));

describe.each(testDatabaseKinds())('yahrzeit reminders on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
    const memorial = { kind: 'memorial', mode: 'yahrzeit', name: 'Sample Name', parentName: 'Sample', relation: 'ben', passedOn: '2020-02-09', passedAfterSunset: true, ...passing } as const;
    await db.insert(dedications).values([
      { ...memorial, status: 'active', donorEmail: 'donor@example.org' },
      // None of these is reminded: pending, cancelled, without an address, or for one chosen date.
      { ...memorial, name: 'Sample Pending', status: 'pending', donorEmail: 'pending@example.org' },
      { ...memorial, name: 'Sample Cancelled', status: 'cancelled', donorEmail: 'cancelled@example.org' },
      { ...memorial, name: 'Sample Offline', status: 'active', donorEmail: null },
      { ...memorial, name: 'Sample Date', mode: 'date', dedicatedOn: addDays(yahrzeit5787, 0), status: 'active', donorEmail: 'date@example.org' },
    ]);
  });
  afterAll(async () => testDb?.cleanup());

  const reminders = () => db.select().from(mailMessages).where(eq(mailMessages.template, YAHRZEIT_REMINDER_MAIL)).orderBy(asc(mailMessages.id));

  it('queues one reminder a week before each yahrzeit, once per Hebrew year however often it runs', async () => {
    expect(await queueYahrzeitReminders(db, addDays(yahrzeit5787, -(REMINDER_DAYS_AHEAD + 1)))).toBe(0);
    expect(await reminders()).toEqual([]);

    expect(await queueYahrzeitReminders(db, addDays(yahrzeit5787, -REMINDER_DAYS_AHEAD))).toBe(1);
    expect(await queueYahrzeitReminders(db, addDays(yahrzeit5787, -REMINDER_DAYS_AHEAD))).toBe(0);
    expect(await queueYahrzeitReminders(db, addDays(yahrzeit5787, -3))).toBe(0);
    const [reminder] = await reminders();
    expect(reminder).toMatchObject({ recipient: 'donor@example.org', stream: 'transactional', dedupeKey: expect.stringMatching(/^yahrzeit-reminder:\d+:5787$/) });
    expect(reminder!.data).toMatchObject({ name: 'Sample Name', yahrzeit: yahrzeit5787, passing: { year: 5780, month: months.SHVAT, day: 15 } });

    // On the day itself the next one is a year away; a week before it, the next year's reminder.
    expect(await queueYahrzeitReminders(db, yahrzeit5787)).toBe(0);
    expect(await queueYahrzeitReminders(db, addDays(yahrzeit5788, -REMINDER_DAYS_AHEAD))).toBe(1);
    expect((await reminders()).map((mail) => (mail.data as { yahrzeit: string }).yahrzeit)).toEqual([yahrzeit5787, yahrzeit5788]);
  });

  it('writes the yahrzeit, its Hebrew date and the evening it begins', async () => {
    const [reminder] = await reminders();
    const template = dedicationMailTemplates[YAHRZEIT_REMINDER_MAIL] as MailTemplate<unknown>;
    const content = await template.compose(template.data.parse(reminder!.data), 'donor@example.org');
    const evening = new Date(`${addDays(yahrzeit5787, -1)}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    expect(content.subject).toContain('The yahrzeit of Sample Name is on');
    expect(content.preview).toBe(`It begins at nightfall on ${evening}.`);
  });

  it('confirms a dedication with the names, the Hebrew date of passing and the day', async () => {
    const data = { dedicationId: 1, kind: 'memorial', mode: 'yahrzeit', name: 'Sample Name', hebrewName: 'שם לדוגמה', parentName: 'Sample', parentHebrewName: 'הורה', relation: 'ben', passing: { year: 5780, month: months.SHVAT, day: 15 }, dedicatedOn: null };
    const { html, text } = await renderMail({ template: DEDICATION_CONFIRMED_MAIL, recipient: 'donor@example.org', data, stream: 'transactional' }, dedicationMailTemplates);
    expect(text).toContain('l’iluy nishmas Sample Name ben Sample (שם לדוגמה בן הורה), on the yahrzeit, every year.');
    expect(text).toContain("Hebrew date of passing: 15 Sh'vat 5780");
    expect(html).toContain('A week before each yahrzeit');
  });
});
