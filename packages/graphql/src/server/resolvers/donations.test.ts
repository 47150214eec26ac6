import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, like } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { applyPaymentEvent, DONATION_MONTHLY_CANCEL_PURPOSE, handlePaymentWebhook, reconcilePendingDonations, type DonationHooks } from '../payments/donations';
import type { SignedWebhook } from '../payments/demo-provider';
import { studioRequests } from './studio-test-requests';

const START = 'mutation ($input: DonationInput!) { startDonation(input: $input) { reference redirectUrl } }';
const RECEIPT = 'query ($reference: ID!) { donation(reference: $reference) { reference status frequency amountCents currency subscriptionState } }';
const BY_TOKEN = 'query ($token: String!) { monthlyDonationByToken(token: $token) { amountCents status subscriptionState } }';
const CANCEL = 'mutation ($token: String!) { cancelMonthlyDonation(token: $token) { amountCents status subscriptionState } }';
const REFUND = 'mutation ($id: ID!) { refundDonation(id: $id) { id status receivedCents refundedCents payments } }';
const STUDIO_TOTALS = 'query { studioDonations { totals { currency receivedCents refundedCents } } }';
const STUDIO =
  'query ($filter: StudioDonationFilter, $page: Int) { studioDonations(filter: $filter, page: $page) { totalCount pageCount items { id reference status frequency amountCents receivedCents payments donorName email anonymous dedicationType dedication message } totals { currency donations receivedCents } } }';

describe.each(testDatabaseKinds())('donations on %s', (kind) => {
  let server: TestGraphQLServer;
  let admin: { authorization: string };
  let reader: { authorization: string };
  const { errorOf, fieldErrorsOf, auditOf } = studioRequests(() => ({ server, editor: {} }));
  let counter = 0;

  const input = (values: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      frequency: 'ONE_TIME',
      amount: '36',
      donorName: 'Sample Donor',
      email: `donor-${kind}-${counter}@example.org`,
      anonymous: false,
      dedicationType: null,
      dedication: null,
      message: null,
      ...values,
    };
  };
  const start = async (values: Record<string, unknown> = {}) => {
    const asked = input(values);
    const { startDonation } = await server.data(START, { input: asked });
    const [row] = await server.database.db.select().from(schema.donations).where(eq(schema.donations.reference, startDonation.reference));
    return { ...startDonation, row: row!, email: asked.email as string };
  };
  const deliver = (hook: SignedWebhook) =>
    handlePaymentWebhook(server.database.db, server.payments.provider, hook.body, new Headers(hook.headers));
  const donation = async (reference: string) => (await server.data(RECEIPT, { reference })).donation;
  const mailsTo = (recipient: string) =>
    server.database.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.recipient, recipient)).orderBy(asc(schema.mailMessages.id));
  const paymentsOf = (donationId: number) =>
    server.database.db.select().from(schema.donationPayments).where(eq(schema.donationPayments.donationId, donationId));
  const eventRows = async () => (await server.database.db.select({ n: count() }).from(schema.paymentEvents))[0]!.n;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    admin = await server.bearer('donations-admin', { roles: ['admin'], email: 'admin@example.org', email_verified: true });
    reader = await server.bearer('donations-reader', { email: 'reader@example.org', email_verified: true });
  });
  afterAll(async () => server?.close());

  it('checks the amount and the fields on the server, and stores nothing for a refused form', async () => {
    const before = await server.database.db.select({ n: count() }).from(schema.donations);
    for (const amount of ['0.99', '25000.01', 'ten', '-5', '1e3', '']) {
      expect(await fieldErrorsOf(START, { input: input({ amount }) })).toEqual({ amount: 'Give an amount from 1 to 25,000 USD' });
    }
    expect(await fieldErrorsOf(START, { input: input({ donorName: '  ', email: 'not an address', dedicationType: 'MEMORY', message: 'x'.repeat(501) }) })).toEqual({
      donorName: 'Give your name, or choose to give anonymously',
      email: 'Enter an e-mail address for your receipt',
      dedication: 'Give the name the donation is dedicated to',
      message: 'At most 500 characters',
    });
    expect(await server.database.db.select({ n: count() }).from(schema.donations)).toEqual(before);
    // The limits themselves pass, with cents and a thousands separator.
    expect((await start({ amount: '1' })).row.amountCents).toBe(100);
    expect((await start({ amount: '25,000.00' })).row.amountCents).toBe(2_500_000);
    expect((await start({ amount: '18.5' })).row.amountCents).toBe(1850);
  });

  it('stores the donation pending with its checkout before the donor leaves; the webhook completes it once, with one receipt', async () => {
    const started = await start({ amount: '54', dedicationType: 'HONOUR', dedication: 'A Sample Teacher', message: 'For the daily shiur\u0007' });
    expect(started.redirectUrl).toBe(`http://localhost/payments/demo/checkout/${started.row.providerRef}`);
    expect(started.row).toMatchObject({ status: 'pending', provider: 'demo', amountCents: 5400, currency: 'USD', dedicationType: 'honour', dedication: 'A Sample Teacher', message: 'For the daily shiur' });
    expect(await donation(started.reference)).toMatchObject({ status: 'PENDING', amountCents: 5400, frequency: 'ONE_TIME' });

    const { webhook } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    expect(await deliver(webhook)).toEqual({ status: 200, outcomes: ['applied'] });
    // Delivered again (the provider retries): nothing changes.
    expect(await deliver(webhook)).toEqual({ status: 200, outcomes: ['duplicate'] });
    expect(await donation(started.reference)).toMatchObject({ status: 'COMPLETED' });
    expect(await paymentsOf(started.row.id)).toHaveLength(1);
    const mails = await mailsTo(started.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'donation-receipt', stream: 'transactional' });
    expect(mails[0]!.data).toMatchObject({ amountCents: 5400, currency: 'USD', frequency: 'one_time', dedicationType: 'honour', dedication: 'A Sample Teacher', firstPayment: true });

    // A failure reported after the payment (another event id) changes nothing either.
    const failed = server.payments.provider.sign({ type: 'checkout.failed', eventId: `evt_late_${kind}`, providerRef: started.row.providerRef!, purpose: 'donation', reference: started.reference, reason: 'declined' });
    expect(await deliver(failed)).toEqual({ status: 200, outcomes: ['applied'] });
    expect(await donation(started.reference)).toMatchObject({ status: 'COMPLETED' });
    expect(await mailsTo(started.email)).toHaveLength(1);
  });

  it('refuses a bad signature with 400 and writes nothing; an unknown reference answers 200 and writes nothing', async () => {
    const started = await start();
    const { webhook } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    const events = await eventRows();
    expect(await deliver({ ...webhook, body: webhook.body.replace('3600', '360000') })).toEqual({ status: 400, outcomes: [] });
    expect(await deliver({ body: webhook.body, headers: { 'content-type': 'application/json' } })).toEqual({ status: 400, outcomes: [] });
    expect(await eventRows()).toBe(events);
    expect(await donation(started.reference)).toMatchObject({ status: 'PENDING' });

    const stranger = server.payments.provider.sign({
      type: 'checkout.completed',
      eventId: `evt_stranger_${kind}`,
      providerRef: 'demo_cs_unknown',
      purpose: 'donation',
      reference: '00000000-0000-4000-8000-000000000000',
      paymentRef: 'demo_pi_unknown',
      amountCents: 100,
      currency: 'USD',
      subscriptionId: null,
      paidAt: new Date(),
    });
    expect(await deliver(stranger)).toEqual({ status: 200, outcomes: ['unknown-reference'] });
    expect(await eventRows()).toBe(events);
    expect(await server.database.db.select().from(schema.donationPayments).where(eq(schema.donationPayments.providerPaymentRef, 'demo_pi_unknown'))).toEqual([]);
  });

  it('tells the "completed" hook once, in the paying transaction, however often the payment is reported', async () => {
    const started = await start({ amount: '180' });
    const { webhook } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    const [event] = await server.payments.provider.parseWebhook(webhook.body, new Headers(webhook.headers));
    const completed: { id: number; status: string; paidAt: Date | null }[] = [];
    const onCompleted: NonNullable<DonationHooks['onCompleted']> = async (tx, donation) => {
      // The hook sees the row as stored in its transaction.
      const [row] = await tx.select().from(schema.donations).where(eq(schema.donations.id, donation.id));
      completed.push({ id: row!.id, status: row!.status, paidAt: row!.paidAt });
    };
    expect(await applyPaymentEvent(server.database.db, 'demo', event!, { onCompleted })).toBe('applied');
    expect(await applyPaymentEvent(server.database.db, 'demo', event!, { onCompleted })).toBe('duplicate');
    expect(await applyPaymentEvent(server.database.db, 'demo', { ...event!, eventId: `${event!.eventId}-again` }, { onCompleted })).toBe('applied');
    expect(completed).toEqual([{ id: started.row.id, status: 'completed', paidAt: expect.any(Date) }]);
  });

  it('marks a declined checkout failed and sends no receipt', async () => {
    const started = await start();
    const { webhook } = await server.payments.provider.settle(started.row.providerRef!, 'decline');
    await deliver(webhook);
    expect(await donation(started.reference)).toMatchObject({ status: 'FAILED' });
    expect(await mailsTo(started.email)).toEqual([]);
  });

  it('runs a monthly gift in any order: a month paid before the checkout event, a receipt per payment, and a signed link cancels once', async () => {
    const started = await start({ frequency: 'MONTHLY', amount: '18' });
    const { webhook: first, checkout } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    const month = await server.payments.provider.chargeMonth(checkout.subscriptionId!);
    // The month's payment arrives first: it completes the donation and learns its subscription.
    expect(await deliver(month)).toEqual({ status: 200, outcomes: ['applied'] });
    expect(await donation(started.reference)).toMatchObject({ status: 'COMPLETED', frequency: 'MONTHLY', subscriptionState: 'ACTIVE' });
    expect(await deliver(first)).toEqual({ status: 200, outcomes: ['applied'] });
    expect(await deliver(month)).toEqual({ status: 200, outcomes: ['duplicate'] });
    expect(await paymentsOf(started.row.id)).toHaveLength(2);
    const receipts = await mailsTo(started.email);
    expect(receipts.map((mail) => mail.template)).toEqual(['donation-receipt', 'donation-receipt']);
    expect(receipts.map((mail) => (mail.data as { frequency: string }).frequency)).toEqual(['monthly', 'monthly']);

    const token = await server.linkTokens.sign({ purpose: DONATION_MONTHLY_CANCEL_PURPOSE, subject: String(started.row.id) }, '1d');
    expect((await server.data(BY_TOKEN, { token })).monthlyDonationByToken).toEqual({ amountCents: 1800, status: 'COMPLETED', subscriptionState: 'ACTIVE' });
    // A token for something else, or forged, names nothing.
    const other = await server.linkTokens.sign({ purpose: 'event-signup-cancel', subject: String(started.row.id) }, '1d');
    expect((await server.data(BY_TOKEN, { token: other })).monthlyDonationByToken).toBeNull();
    expect((await errorOf(CANCEL, { token: `${token}x` })).code).toBe('BAD_USER_INPUT');

    expect((await server.data(CANCEL, { token })).cancelMonthlyDonation).toEqual({ amountCents: 1800, status: 'COMPLETED', subscriptionState: 'CANCELLED' });
    expect((await server.data(CANCEL, { token })).cancelMonthlyDonation.subscriptionState).toBe('CANCELLED');
    const [demo] = await server.database.db.select().from(schema.demoCheckouts).where(eq(schema.demoCheckouts.id, started.row.providerRef!));
    expect(demo!.subscriptionState).toBe('cancelled');
    // The provider's own "cancelled" event afterwards changes nothing and mails nothing more.
    const cancelled = server.payments.provider.sign({ type: 'subscription.cancelled', eventId: `evt_cancel_${kind}`, subscriptionId: checkout.subscriptionId!, reference: null });
    expect(await deliver(cancelled)).toEqual({ status: 200, outcomes: ['applied'] });
    expect((await mailsTo(started.email)).map((mail) => mail.template)).toEqual(['donation-receipt', 'donation-receipt', 'donation-monthly-cancelled']);
  });

  it('reconciles: a paid checkout whose webhook never came completes, an abandoned one expires, a fresh one waits', async () => {
    const paid = await start();
    const abandoned = await start();
    const declined = await start();
    await server.payments.provider.settle(paid.row.providerRef!, 'pay');
    await server.payments.provider.settle(declined.row.providerRef!, 'decline');
    // Too recent to ask about: nothing happens.
    const early = await reconcilePendingDonations(server.database.db, server.payments.provider, { checkAfterMs: 60_000, abandonAfterMs: 86_400_000 });
    expect(early.completed + early.failed).toBe(0);

    await reconcilePendingDonations(server.database.db, server.payments.provider, { checkAfterMs: 0, abandonAfterMs: 86_400_000, now: new Date(Date.now() + 1000) });
    expect(await donation(paid.reference)).toMatchObject({ status: 'COMPLETED' });
    expect(await donation(declined.reference)).toMatchObject({ status: 'FAILED' });
    expect(await donation(abandoned.reference)).toMatchObject({ status: 'PENDING' });
    expect(await mailsTo(paid.email)).toHaveLength(1);

    // A day on, the unpaid one is given up.
    await reconcilePendingDonations(server.database.db, server.payments.provider, { checkAfterMs: 0, abandonAfterMs: 86_400_000, now: new Date(Date.now() + 86_400_000 + 60_000) });
    expect(await donation(abandoned.reference)).toMatchObject({ status: 'FAILED' });
    const [row] = await server.database.db.select().from(schema.donations).where(eq(schema.donations.id, abandoned.row.id));
    expect(row!.failureReason).toBe('expired');

    // The late webhook for the paid one then changes nothing: the same payment, no second receipt.
    const { webhook } = await server.payments.provider.settle(paid.row.providerRef!, 'pay');
    await deliver(webhook);
    expect(await paymentsOf(paid.row.id)).toHaveLength(1);
    expect(await mailsTo(paid.email)).toHaveLength(1);
  });

  it('lists donations to admins only, filtered, with totals of what came in', async () => {
    expect((await errorOf(STUDIO, {})).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(STUDIO, {}, reader)).code).toBe('FORBIDDEN');
    const anonymous = await start({ anonymous: true, donorName: null, amount: '100' });
    const { webhook } = await server.payments.provider.settle(anonymous.row.providerRef!, 'pay');
    await deliver(webhook);

    const all = (await server.data(STUDIO, {}, admin)).studioDonations;
    const completed = (await server.data(STUDIO, { filter: { status: 'COMPLETED' } }, admin)).studioDonations;
    const monthly = (await server.data(STUDIO, { filter: { frequency: 'MONTHLY' } }, admin)).studioDonations;
    expect(completed.items.every((item: { status: string }) => item.status === 'COMPLETED')).toBe(true);
    expect(monthly.items.every((item: { frequency: string }) => item.frequency === 'MONTHLY')).toBe(true);
    expect(completed.totalCount).toBeLessThan(all.totalCount);
    expect(all.items[0]).toMatchObject({ reference: anonymous.reference, anonymous: true, donorName: null, receivedCents: 10000, payments: 1, status: 'COMPLETED' });

    const rows = await server.database.db.select().from(schema.donationPayments).where(like(schema.donationPayments.currency, 'USD'));
    const received = rows.filter((row) => row.status === 'paid').reduce((sum, row) => sum + row.amountCents, 0);
    expect(all.totals).toEqual([{ currency: 'USD', donations: all.totalCount, receivedCents: received }]);
    expect(completed.totals[0].receivedCents).toBe(received);
  });

  it('lets only admins refund a completed donation: refunded when the provider reports it, once, with one mail, not counted as received', async () => {
    const started = await start({ amount: '36' });
    const id = String(started.row.id);
    expect((await errorOf(REFUND, { id })).code).toBe('UNAUTHENTICATED');
    expect((await errorOf(REFUND, { id }, reader)).code).toBe('FORBIDDEN');
    // Not paid yet: nothing to refund.
    expect(await errorOf(REFUND, { id }, admin)).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'NOT_REFUNDABLE' });
    const { webhook: paid } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    await deliver(paid);
    const totalsBefore = (await server.data(STUDIO_TOTALS, {}, admin)).studioDonations.totals[0];

    const delivered = server.deliveredWebhooks.length;
    expect((await server.data(REFUND, { id }, admin)).refundDonation).toEqual({ id, status: 'REFUNDED', receivedCents: 0, refundedCents: 3600, payments: 0 });
    const [refundHook] = server.deliveredWebhooks.slice(delivered);
    expect(JSON.parse(refundHook!.body)).toMatchObject({ type: 'payment.refunded', amountRefundedCents: 3600, currency: 'USD' });

    // Pressed again, the refund redelivered, the payment reported again: nothing changes twice.
    expect((await server.data(REFUND, { id }, admin)).refundDonation.status).toBe('REFUNDED');
    expect(await deliver(refundHook!)).toEqual({ status: 200, outcomes: ['duplicate'] });
    const late = server.payments.provider.sign({ ...JSON.parse(paid.body), eventId: `evt_late_paid_${kind}` });
    expect(await deliver(late)).toEqual({ status: 200, outcomes: ['applied'] });
    expect(await donation(started.reference)).toMatchObject({ status: 'REFUNDED' });
    expect((await paymentsOf(started.row.id)).map((row) => row.status)).toEqual(['refunded']);
    const mails = await mailsTo(started.email);
    expect(mails.map((mail) => mail.template)).toEqual(['donation-receipt', 'donation-refunded']);
    expect(mails[1]!.data).toMatchObject({ amountCents: 3600, currency: 'USD', frequency: 'one_time' });
    expect(await auditOf('donation', id)).toEqual(['donation.refund-requested']);

    const totalsAfter = (await server.data(STUDIO_TOTALS, {}, admin)).studioDonations.totals[0];
    expect(totalsAfter.receivedCents).toBe(totalsBefore.receivedCents - 3600);
    expect(totalsAfter.refundedCents).toBe(totalsBefore.refundedCents + 3600);
  });

  it('refunds a monthly gift’s latest month only (pressing twice refunds no other): the gift stays completed', async () => {
    const started = await start({ frequency: 'MONTHLY', amount: '18' });
    const { webhook: first, checkout } = await server.payments.provider.settle(started.row.providerRef!, 'pay');
    await deliver(first);
    await deliver(await server.payments.provider.chargeMonth(checkout.subscriptionId!));
    const id = String(started.row.id);
    const expected = { id, status: 'COMPLETED', receivedCents: 1800, refundedCents: 1800, payments: 1 };
    expect((await server.data(REFUND, { id }, admin)).refundDonation).toEqual(expected);
    expect((await server.data(REFUND, { id }, admin)).refundDonation).toEqual(expected);
    const payments = (await paymentsOf(started.row.id)).sort((a, b) => a.id - b.id);
    expect(payments.map((row) => row.status)).toEqual(['paid', 'refunded']);
    expect((await mailsTo(started.email)).map((mail) => mail.template)).toEqual(['donation-receipt', 'donation-receipt', 'donation-refunded']);
  });
});
