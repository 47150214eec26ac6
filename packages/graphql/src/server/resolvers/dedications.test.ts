import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import type { DedicationCalendar } from '../dedication-calendar';
import { activateDedicationsForDonation, cancelDedicationsForDonation, DEDICATION_CONFIRMED_MAIL } from '../queries/dedications';
import { applyPaymentEvent, type DonationHooks } from '../payments/donations';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { studioRequests } from './studio-test-requests';

/**
 * A stand-in for the site's hebcal calendar (GPL code stays in the site; its rules are tested there):
 * the "Hebrew" date is the Gregorian month and day in year + 3760, after sunset the next day, and the
 * yahrzeit the same month and day every later year.
 */
const TODAY = '2026-06-15';
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const calendar: DedicationCalendar = {
  today: () => TODAY,
  hebrewDateOfPassing: (date, afterSunset) => {
    const [year, month, day] = (afterSunset ? shift(date, 1) : date).split('-').map(Number);
    return { year: year! + 3760, month: month!, day: day! };
  },
  hebrewDayText: ({ year, month, day }) => ({ english: `${day} M${month} ${year}`, hebrew: `${day}/${month}/${year}` }),
  yahrzeitCandidatesOn: (date) => {
    const [, month, day] = date.split('-').map(Number);
    return [{ month: month!, day: day! }];
  },
  isYahrzeitOn: (death, date) => {
    const [year, month, day] = date.split('-').map(Number);
    return month === death.month && day === death.day && year! + 3760 > death.year;
  },
  yahrzeitsBetween: (death, from, to) => {
    const dates: string[] = [];
    for (let date = from; date <= to; date = shift(date, 1)) if (calendar.isYahrzeitOn(death, date)) dates.push(date);
    return dates;
  },
};

const SHOWN = 'query ($date: String!) { dedicationsOn(date: $date) { id kind mode name hebrewName parentName parentHebrewName relation hebrewDateOfPassing { english hebrew } dedicatedBy message } }';
const START = 'mutation ($input: DedicationInput!, $amount: String!) { startMemorialDonation(input: $input, amount: $amount) { reference redirectUrl dedication { id name mode dedicatedOn passedOn passedAfterSunset hebrewDateOfPassing { english } } } }';
const STUDIO_FIELDS = 'id status donorEmail donationId dedication { name mode dedicatedOn hebrewDateOfPassing { english } }';
const ADD = `mutation ($input: DedicationInput!) { studioAddDedication(input: $input) { ${STUDIO_FIELDS} } }`;
const CANCEL = `mutation ($id: ID!) { studioCancelDedication(id: $id) { ${STUDIO_FIELDS} } }`;
const DAYS = `query ($from: String!, $to: String!) { studioDedications(from: $from, to: $to) { date dedications { ${STUDIO_FIELDS} } } }`;

const memorial = (values: Record<string, unknown> = {}) => ({
  kind: 'MEMORIAL',
  mode: 'YAHRZEIT',
  name: 'Sample Name',
  hebrewName: 'שם לדוגמה',
  parentName: 'Sample Parent',
  parentHebrewName: 'הורה לדוגמה',
  relation: 'BEN',
  passedOn: '2020-03-10',
  passedAfterSunset: false,
  email: 'donor@example.org',
  ...values,
});

describe.each(testDatabaseKinds())('dedications on %s', (kind) => {
  let server: TestGraphQLServer;
  let admin: { authorization: string };
  let editor: { authorization: string };
  const { errorOf, fieldErrorsOf, auditOf } = studioRequests(() => ({ server, editor: admin }));
  const shownOn = async (date: string) => ((await server.data(SHOWN, { date })).dedicationsOn as { name: string }[]).map((row) => row.name);

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind, { dedicationCalendar: calendar });
    admin = await server.bearer('dedications-admin', { roles: ['admin'] });
    editor = await server.bearer('dedications-editor', { roles: ['editor'] });
  });
  afterAll(async () => server?.close());

  it('checks a visitor\'s dedication: names as plain text, sane dates, an e-mail, ben or bas', async () => {
    expect(
      await fieldErrorsOf(START, {
        input: memorial({ name: ' <b> </b> ', passedOn: '2026-06-16', email: '', relation: null, message: 'x'.repeat(301) }),
        amount: '18',
      }),
    ).toEqual({
      name: 'Give the name in English',
      message: 'At most 300 characters',
      passedOn: 'The date of passing cannot be in the future',
      relation: 'Choose ben or bas',
      email: 'Give your e-mail address',
    });
    expect(await fieldErrorsOf(START, { input: memorial({ mode: 'DATE', dedicatedOn: '2026-06-14' }), amount: '18' })).toEqual({ dedicatedOn: 'Choose today or a later day' });
    expect(await fieldErrorsOf(START, { input: memorial({ mode: 'DATE', dedicatedOn: '2026-02-30' }), amount: '18' })).toEqual({ dedicatedOn: 'Give a real date' });
    expect(await fieldErrorsOf(START, { input: { kind: 'HONOUR', mode: 'YAHRZEIT', name: 'Sample Honoree', email: 'donor@example.org' }, amount: '18' })).toEqual({ mode: 'Only a memorial dedication can be kept on the yahrzeit' });
    expect(await fieldErrorsOf(START, { input: memorial({ passedOn: null }), amount: '18' })).toEqual({ passedOn: 'Give the date of passing' });
    expect(await fieldErrorsOf(START, { input: memorial(), amount: '0.50' })).toEqual({ amount: 'Give an amount from 1 to 25,000 USD' });
    expect(await server.database.db.select().from(schema.dedications)).toEqual([]);
    expect(await server.database.db.select().from(schema.donations)).toEqual([]);
  });

  it('stores a request as pending with its pending memorial donation and checkout, its Hebrew date (after sunset: the next day) and plain text names; it does not show', async () => {
    const { startMemorialDonation } = await server.data(START, {
      input: memorial({ name: 'Sample <i>Name</i>\u202e One', passedOn: '2020-04-11', passedAfterSunset: true, dedicatedBy: 'Sample Family' }),
      amount: '36',
    });
    const requestDedication = startMemorialDonation.dedication;
    expect(startMemorialDonation.redirectUrl).toMatch(/^http:\/\/localhost\/payments\/demo\/checkout\//);
    const [donation] = await server.database.db.select().from(schema.donations).where(eq(schema.donations.reference, startMemorialDonation.reference));
    expect(donation).toMatchObject({ status: 'pending', kind: 'memorial', inMemoryOf: 'Sample Name One', amountCents: 3600, frequency: 'one_time', donorName: 'Sample Family', anonymous: false, email: 'donor@example.org', provider: 'demo' });
    expect(donation!.providerRef).toBeTruthy();
    expect(requestDedication).toMatchObject({ name: 'Sample Name One', mode: 'YAHRZEIT', passedOn: '2020-04-11', passedAfterSunset: true, hebrewDateOfPassing: { english: '12 M4 5780' } });
    const [row] = await server.database.db.select().from(schema.dedications).where(eq(schema.dedications.id, Number(requestDedication.id)));
    expect(row).toMatchObject({ status: 'pending', donationId: donation!.id, passingHebrewYear: 5780, passingHebrewMonth: 4, passingHebrewDay: 12, donorEmail: 'donor@example.org', relation: 'ben' });
    expect(await shownOn('2027-04-12')).not.toContain('Sample Name One');
  });

  it('activates the dedications of a completed donation once, mails each donor once, and then shows them', async () => {
    const start = async (input: Record<string, unknown>) => {
      const { startMemorialDonation } = await server.data(START, { input, amount: '18' });
      const [donation] = await server.database.db.select().from(schema.donations).where(eq(schema.donations.reference, startMemorialDonation.reference));
      return { id: Number(startMemorialDonation.dedication.id), donation: donation! };
    };
    const { id, donation } = await start(memorial({ name: 'Sample Two', mode: 'DATE', dedicatedOn: '2026-07-01', email: 'two@example.org' }));
    expect(await shownOn('2026-07-01')).not.toContain('Sample Two');

    const activated = await server.database.db.transaction((tx) => activateDedicationsForDonation(tx, donation.id));
    expect(activated.map((row) => [row.id, row.status])).toEqual([[id, 'active']]);
    // A replayed webhook changes nothing and mails nobody again.
    expect(await server.database.db.transaction((tx) => activateDedicationsForDonation(tx, donation.id))).toEqual([]);
    const mails = await server.database.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.recipient, 'two@example.org')).orderBy(asc(schema.mailMessages.id));
    expect(mails.map((mail) => [mail.template, mail.data])).toEqual([
      [
        DEDICATION_CONFIRMED_MAIL,
        { dedicationId: id, kind: 'memorial', mode: 'date', name: 'Sample Two', hebrewName: 'שם לדוגמה', parentName: 'Sample Parent', parentHebrewName: 'הורה לדוגמה', relation: 'ben', passing: { year: 5780, month: 3, day: 10 }, dedicatedOn: '2026-07-01' },
      ],
    ]);
    expect(await shownOn('2026-07-01')).toContain('Sample Two');
    expect(await shownOn('2026-07-02')).not.toContain('Sample Two');
    // An activation that rolls back leaves it pending and unmailed.
    const other = await start(memorial({ name: 'Sample Three', mode: 'DATE', dedicatedOn: '2026-07-01', email: 'three@example.org' }));
    await expect(
      server.database.db.transaction(async (tx) => {
        await activateDedicationsForDonation(tx, other.donation.id);
        throw new Error('payment rolled back');
      }),
    ).rejects.toThrow('payment rolled back');
    expect(await shownOn('2026-07-01')).not.toContain('Sample Three');
    expect(await server.database.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.recipient, 'three@example.org'))).toEqual([]);
  });

  it('withdraws a memorial gift’s dedication when its payment is refunded, once', async () => {
    // The hooks the site passes (apps/web features/payments/server/payments.ts).
    const hooks: DonationHooks = {
      onCompleted: (tx, donation) => activateDedicationsForDonation(tx, donation.id).then(() => undefined),
      onRefunded: (tx, donation) => cancelDedicationsForDonation(tx, donation.id).then(() => undefined),
    };
    const { startMemorialDonation } = await server.data(START, { input: memorial({ name: 'Sample Refunded', mode: 'DATE', dedicatedOn: '2026-07-03', email: 'refund@example.org' }), amount: '18' });
    const [donation] = await server.database.db.select().from(schema.donations).where(eq(schema.donations.reference, startMemorialDonation.reference));
    const paid = { eventId: `evt_paid_${donation!.id}`, providerRef: donation!.providerRef!, purpose: 'donation' as const, reference: donation!.reference, paymentRef: `pay_${donation!.id}`, amountCents: 1800, currency: 'USD', subscriptionId: null, paidAt: new Date() };
    expect(await applyPaymentEvent(server.database.db, 'demo', { type: 'checkout.completed', ...paid }, hooks)).toBe('applied');
    expect(await shownOn('2026-07-03')).toContain('Sample Refunded');

    const refund = { type: 'payment.refunded' as const, eventId: `evt_refund_${donation!.id}`, paymentRef: paid.paymentRef, amountRefundedCents: 1800, currency: 'USD' };
    expect(await applyPaymentEvent(server.database.db, 'demo', refund, hooks)).toBe('applied');
    expect(await shownOn('2026-07-03')).not.toContain('Sample Refunded');
    const [row] = await server.database.db.select().from(schema.dedications).where(eq(schema.dedications.id, Number(startMemorialDonation.dedication.id)));
    expect(row!.status).toBe('cancelled');
    expect(await applyPaymentEvent(server.database.db, 'demo', refund, hooks)).toBe('duplicate');
  });

  it('lets admins add an active dedication (shown on its day, and a yearly one on every later yahrzeit) and cancel it', async () => {
    for (const request of [{ query: ADD, variables: { input: memorial() } }, { query: DAYS, variables: { from: '2026-07-01', to: '2026-07-31' } }]) {
      expect((await server.request(request)).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.request(request, editor)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const { studioAddDedication: yearly } = await server.data(ADD, { input: memorial({ name: 'Sample Yearly', passedOn: '2024-08-20', email: null }) }, admin);
    expect(yearly).toMatchObject({ status: 'ACTIVE', donorEmail: null, dedication: { mode: 'YAHRZEIT', hebrewDateOfPassing: { english: '20 M8 5784' } } });
    expect(server.contentChanges.at(-1)).toEqual({ type: 'dedication', id: yearly.id, change: 'created' });
    expect(await shownOn('2024-08-20')).not.toContain('Sample Yearly'); // the day of the passing itself
    expect(await shownOn('2025-08-20')).toContain('Sample Yearly');
    expect(await shownOn('2031-08-20')).toContain('Sample Yearly');
    expect(await shownOn('2031-08-21')).not.toContain('Sample Yearly');

    const { studioAddDedication: honour } = await server.data(ADD, { input: { kind: 'HONOUR', mode: 'DATE', name: 'Sample Honoree', dedicatedOn: '2026-08-20', dedicatedBy: 'Sample Family' } }, admin);
    const shown = (await server.data(SHOWN, { date: '2026-08-20' })).dedicationsOn;
    expect(shown.map((row: { name: string }) => row.name)).toEqual(['Sample Yearly', 'Sample Honoree']);
    expect(shown[1]).toEqual({ id: honour.id, kind: 'HONOUR', mode: 'DATE', name: 'Sample Honoree', hebrewName: null, parentName: null, parentHebrewName: null, relation: null, hebrewDateOfPassing: null, dedicatedBy: 'Sample Family', message: null });

    const { studioDedications } = await server.data(DAYS, { from: '2026-08-01', to: '2026-08-31' }, admin);
    expect(studioDedications).toHaveLength(31);
    expect(studioDedications.find((day: { date: string }) => day.date === '2026-08-20').dedications.map((row: { dedication: { name: string } }) => row.dedication.name)).toEqual(['Sample Yearly', 'Sample Honoree']);
    expect((await errorOf(DAYS, { from: '2026-08-01', to: '2026-12-31' }, admin)).code).toBe('BAD_USER_INPUT');

    expect((await server.data(CANCEL, { id: yearly.id }, admin)).studioCancelDedication.status).toBe('CANCELLED');
    expect(await shownOn('2026-08-20')).toEqual(['Sample Honoree']);
    expect(server.contentChanges.at(-1)).toEqual({ type: 'dedication', id: yearly.id, change: 'updated' });
    expect(await auditOf('dedication', yearly.id)).toEqual(['dedication.created', 'dedication.cancelled']);
    expect((await errorOf(CANCEL, { id: '999999' }, admin)).code).toBe('NOT_FOUND');
  });
});
