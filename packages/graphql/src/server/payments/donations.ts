import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  enqueueMail,
  schema,
  type Actor,
  type Database,
  type DedicationType,
  type Donation,
  type DonationKind,
  type DonationFrequency,
  type DonationPayment,
  type DonationStatus,
  type PaymentProviderName,
  type Queryable,
} from '@openshiur/db';
import { recordAudit } from '../queries/audit';
import { pageOffset, studioList, type StudioList } from '../queries/studio-records';
import { STUDIO_PAGE_SIZE } from '../queries/studio-posts';
import { ErrorCode, graphQLError } from '../errors';
import {
  eventOfCheckoutState,
  type CheckoutFailedEvent,
  type CheckoutPurpose,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentRefundedEvent,
  type ReturnUrls,
  WebhookSignatureError,
} from './provider';
import { applyOrderCheckoutEvent, applyOrderRefund, expireUnreachedOrder, findOrderByPaymentForUpdate, findOrderForUpdate, pendingOrders } from './orders';

const { donations, donationPayments, paymentEvents } = schema;

/**
 * Donations from the form to the receipt. A donation is stored `pending` with the provider's
 * checkout id before the visitor is sent to pay; the provider's webhook (or reconciliation, when a
 * webhook never came) settles it. Every change is guarded so that events in any order, delivered
 * any number of times, leave the same result: a payment is recorded once (by the provider's
 * payment id), a donation completes once, and a failure never undoes a payment.
 */

/** The mails of a donation, by the template names the site registers (apps/web features/donations). */
export const DONATION_MAILS = {
  receipt: 'donation-receipt',
  monthlyCancelled: 'donation-monthly-cancelled',
  refunded: 'donation-refunded',
} as const;

/** What the cancel links of monthly receipts are signed for. */
export const DONATION_MONTHLY_CANCEL_PURPOSE = 'donation-monthly-cancel';

/** What a receipt is rendered from: the payment, and the donation as given. */
export interface DonationReceiptMailData {
  donationId: number;
  reference: string;
  donorName: string | null;
  frequency: DonationFrequency;
  amountCents: number;
  currency: string;
  paidAt: string;
  /** The provider's payment id, printed as the receipt number. */
  paymentRef: string;
  /** A monthly gift's payments after the first say so. */
  firstPayment: boolean;
  dedicationType: DedicationType | null;
  dedication: string | null;
}

export interface MonthlyCancelledMailData {
  donationId: number;
  donorName: string | null;
  amountCents: number;
  currency: string;
}

/** The refund mail: which payment came back, and how much. */
export interface DonationRefundMailData {
  donationId: number;
  donorName: string | null;
  frequency: DonationFrequency;
  amountCents: number;
  currency: string;
  paymentRef: string;
}

/** A donation as the form gives it, checked (amount in cents within the configured limits). */
export interface DonationWrite {
  frequency: DonationFrequency;
  amountCents: number;
  currency: string;
  donorName: string | null;
  email: string;
  anonymous: boolean;
  dedicationType: DedicationType | null;
  dedication: string | null;
  message: string | null;
  /** A memorial donation (the memorial page) names whom it remembers; the form's are general. */
  kind?: DonationKind;
  inMemoryOf?: string | null;
}


/**
 * Stores the donation as pending, then asks the provider for a checkout and stores its id: the
 * row exists before the visitor leaves, so no payment can arrive for a donation the site does not
 * know. When the provider cannot be reached the donation is marked failed and the error rethrown.
 */
export async function startDonationCheckout(
  db: Database,
  provider: PaymentProvider,
  write: DonationWrite,
  returnUrls: ReturnUrls,
  /**
   * Writes what belongs to the donation (a memorial page's dedication) in the transaction that
   * stores it, so the two exist together, before any checkout does.
   */
  withDonation?: (tx: Queryable, donation: Donation) => Promise<void>,
): Promise<{ donation: Donation; redirectUrl: string }> {
  const donation = await db.transaction(async (tx) => {
    const [pending] = await tx
      .insert(donations)
      .values({
        frequency: write.frequency,
        amountCents: write.amountCents,
        currency: write.currency,
        donorName: write.donorName,
        email: write.email,
        anonymous: write.anonymous,
        dedicationType: write.dedicationType,
        dedication: write.dedication,
        message: write.message,
        kind: write.kind ?? 'general',
        inMemoryOf: write.inMemoryOf ?? null,
        provider: provider.name,
        status: 'pending',
      })
      .returning();
    await withDonation?.(tx, pending!);
    return pending!;
  });
  try {
    const checkout = await provider.createCheckout({
      purpose: 'donation',
      reference: donation.reference,
      frequency: write.frequency,
      currency: write.currency,
      lineItems: [{ name: `${write.frequency === 'monthly' ? 'Monthly donation' : 'Donation'}${write.kind === 'memorial' ? ' (memorial)' : ''}`, quantity: 1, unitAmountCents: write.amountCents }],
      customerEmail: write.email,
      ...returnUrls(donation.reference),
    });
    const [stored] = await db.update(donations).set({ providerRef: checkout.providerRef }).where(eq(donations.id, donation.id)).returning();
    return { donation: stored!, redirectUrl: checkout.redirectUrl };
  } catch (error) {
    await db.update(donations).set({ status: 'failed', failureReason: 'checkout-unavailable' }).where(eq(donations.id, donation.id));
    throw error;
  }
}

/** What became of one event. */
export type EventOutcome = 'applied' | 'duplicate' | 'unknown-reference' | 'ignored';

/** Hooks of the donation's life, for features built on it (a memorial page, say). */
export interface DonationHooks {
  /** In the transaction that marked the donation completed (its first payment). */
  onCompleted?: (tx: Queryable, donation: Donation) => Promise<void>;
  /** In the transaction that marked a one-time donation refunded (what it paid for is withdrawn). */
  onRefunded?: (tx: Queryable, donation: Donation) => Promise<void>;
}

async function findDonation(tx: Queryable, provider: PaymentProviderName, by: { reference?: string | null; subscriptionId?: string | null }) {
  const conditions: SQL[] = [];
  if (by.reference && /^[0-9a-f-]{36}$/i.test(by.reference)) conditions.push(eq(donations.reference, by.reference));
  if (by.subscriptionId) conditions.push(eq(donations.providerSubscriptionId, by.subscriptionId));
  if (conditions.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(donations)
    .where(and(eq(donations.provider, provider), or(...conditions)))
    .for('update');
  return row;
}

/**
 * Records one payment and queues its receipt (both once per provider payment id). The first
 * payment of a pending (or given-up) donation completes it.
 */
async function recordPayment(
  tx: Queryable,
  donation: Donation,
  payment: { provider: PaymentProviderName; paymentRef: string; amountCents: number; currency: string; paidAt: Date; subscriptionId: string | null },
  hooks: DonationHooks,
): Promise<void> {
  let current = donation;
  if (current.status === 'pending' || current.status === 'failed') {
    const subscription =
      current.frequency === 'monthly' && payment.subscriptionId && !current.providerSubscriptionId
        ? { providerSubscriptionId: payment.subscriptionId, subscriptionState: current.subscriptionState ?? ('active' as const) }
        : {};
    const [completed] = await tx
      .update(donations)
      .set({ status: 'completed', paidAt: payment.paidAt, failureReason: null, ...subscription })
      .where(and(eq(donations.id, current.id), inArray(donations.status, ['pending', 'failed'])))
      .returning();
    if (completed) {
      current = completed;
      await hooks.onCompleted?.(tx, completed);
    }
  } else if (current.frequency === 'monthly' && payment.subscriptionId && !current.providerSubscriptionId) {
    [current] = (await tx
      .update(donations)
      .set({ providerSubscriptionId: payment.subscriptionId, subscriptionState: current.subscriptionState ?? 'active' })
      .where(eq(donations.id, current.id))
      .returning()) as [Donation];
  }
  const [recorded] = await tx
    .insert(donationPayments)
    .values({
      donationId: current.id,
      provider: payment.provider,
      providerPaymentRef: payment.paymentRef,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paidAt: payment.paidAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!recorded) return;
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(donationPayments).where(eq(donationPayments.donationId, current.id));
  await queueReceipt(tx, current, recorded, n === 1);
}

async function queueReceipt(tx: Queryable, donation: Donation, payment: DonationPayment, firstPayment: boolean): Promise<void> {
  const data: DonationReceiptMailData = {
    donationId: donation.id,
    reference: donation.reference,
    donorName: donation.donorName,
    frequency: donation.frequency,
    amountCents: payment.amountCents,
    currency: payment.currency,
    paidAt: payment.paidAt.toISOString(),
    paymentRef: payment.providerPaymentRef,
    firstPayment,
    dedicationType: donation.dedicationType,
    dedication: donation.dedication,
  };
  await queueDonationMail(tx, 'receipt', donation, { ...data }, `${payment.provider}:${payment.providerPaymentRef}`);
}

/** Queues a donation mail to the donor in the caller's transaction, once per `cause`. */
async function queueDonationMail(tx: Queryable, kind: keyof typeof DONATION_MAILS, donation: Donation, data: Record<string, unknown>, cause: string) {
  await enqueueMail(tx, { template: DONATION_MAILS[kind], to: donation.email!, data, stream: 'transactional', dedupeKey: `${DONATION_MAILS[kind]}:${cause}` });
}

/** Marks a monthly gift's standing order cancelled (once) and queues its confirmation mail (once). */
async function markSubscriptionCancelled(tx: Queryable, donation: Donation, now: Date): Promise<Donation> {
  const [cancelled] = await tx
    .update(donations)
    .set({ subscriptionState: 'cancelled', subscriptionCancelledAt: now })
    .where(and(eq(donations.id, donation.id), or(isNull(donations.subscriptionState), eq(donations.subscriptionState, 'active'))))
    .returning();
  if (!cancelled) return donation;
  const data: MonthlyCancelledMailData = {
    donationId: donation.id,
    donorName: donation.donorName,
    amountCents: donation.amountCents,
    currency: donation.currency,
  };
  await queueDonationMail(tx, 'monthlyCancelled', donation, { ...data }, String(donation.id));
  return cancelled;
}

async function markFailed(tx: Queryable, donation: Donation, event: Pick<CheckoutFailedEvent, 'providerRef' | 'reason'>): Promise<void> {
  // Only a pending donation fails, and only for its own checkout: a failure after a payment changes nothing.
  await tx
    .update(donations)
    .set({ status: 'failed', failureReason: event.reason })
    .where(and(eq(donations.id, donation.id), eq(donations.status, 'pending'), eq(donations.providerRef, event.providerRef)));
}

/**
 * Marks one payment of a donation refunded (once) and mails the donor (once). A one-time
 * donation becomes refunded with it; a monthly gift stays completed (its other months stand, and
 * its standing order is cancelled separately), its refunded months no longer counted as received.
 */
async function markPaymentRefunded(
  tx: Queryable,
  donation: Donation,
  payment: DonationPayment,
  event: PaymentRefundedEvent,
  hooks: DonationHooks,
  now: Date,
): Promise<void> {
  const [refunded] = await tx
    .update(donationPayments)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(donationPayments.id, payment.id), eq(donationPayments.status, 'paid')))
    .returning();
  if (!refunded) return;
  if (donation.frequency === 'one_time') {
    const [withdrawn] = await tx
      .update(donations)
      .set({ status: 'refunded' })
      .where(and(eq(donations.id, donation.id), eq(donations.status, 'completed')))
      .returning();
    if (withdrawn) await hooks.onRefunded?.(tx, withdrawn);
  }
  const data: DonationRefundMailData = {
    donationId: donation.id,
    donorName: donation.donorName,
    frequency: donation.frequency,
    amountCents: event.amountRefundedCents,
    currency: event.currency,
    paymentRef: payment.providerPaymentRef,
  };
  await queueDonationMail(tx, 'refunded', donation, { ...data }, `${payment.provider}:${payment.providerPaymentRef}`);
}

/**
 * A refund names a payment, not a reference: an order's (`orders.payment_ref`) or a donation's
 * (`donation_payments`). The row is locked and the event claimed in one transaction, as for every
 * other event; a payment the site never recorded writes nothing.
 */
async function applyRefundEvent(db: Database, provider: PaymentProviderName, event: PaymentRefundedEvent, hooks: DonationHooks, now: Date): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const order = await findOrderByPaymentForUpdate(tx, provider, event.paymentRef);
    if (order) {
      if (!(await claimEvent(tx, provider, event))) return 'duplicate';
      await applyOrderRefund(tx, order, event);
      return 'applied';
    }
    const [payment] = await tx
      .select()
      .from(donationPayments)
      .where(and(eq(donationPayments.provider, provider), eq(donationPayments.providerPaymentRef, event.paymentRef)));
    if (!payment) return 'unknown-reference';
    const [donation] = await tx.select().from(donations).where(eq(donations.id, payment.donationId)).for('update');
    if (!(await claimEvent(tx, provider, event))) return 'duplicate';
    await markPaymentRefunded(tx, donation!, payment, event, hooks, now);
    return 'applied';
  });
}

/** Records the event as handled, in the transaction that applies it; false when it already was. */
async function claimEvent(tx: Queryable, provider: PaymentProviderName, event: PaymentEvent): Promise<boolean> {
  const [handled] = await tx
    .insert(paymentEvents)
    .values({ provider, eventId: event.eventId, type: event.type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return Boolean(handled);
}

/**
 * Applies one event in one transaction, together with the row that marks its id handled: a
 * redelivery finds that row and changes nothing. An event for a reference the site does not know
 * writes nothing at all (and is reported, so the caller can log it).
 */
export async function applyPaymentEvent(
  db: Database,
  provider: PaymentProviderName,
  event: PaymentEvent,
  hooks: DonationHooks = {},
  now = new Date(),
): Promise<EventOutcome> {
  if (event.type === 'payment.refunded') return applyRefundEvent(db, provider, event, hooks, now);
  if ((event.type === 'checkout.completed' || event.type === 'checkout.failed') && event.purpose === 'order') {
    return db.transaction(async (tx) => {
      const order = await findOrderForUpdate(tx, provider, event.reference);
      if (!order) return 'unknown-reference';
      if (!(await claimEvent(tx, provider, event))) return 'duplicate';
      await applyOrderCheckoutEvent(tx, order, event);
      return 'applied';
    });
  }
  if ((event.type === 'checkout.completed' || event.type === 'checkout.failed') && event.purpose !== 'donation') return 'ignored';
  return db.transaction(async (tx) => {
    const donation = await findDonation(tx, provider, {
      reference: 'reference' in event ? event.reference : null,
      subscriptionId: 'subscriptionId' in event ? event.subscriptionId : null,
    });
    if (!donation) return 'unknown-reference';
    if (!(await claimEvent(tx, provider, event))) return 'duplicate';
    switch (event.type) {
      case 'checkout.completed':
        await recordPayment(tx, donation, { provider, ...event }, hooks);
        break;
      case 'subscription.payment_succeeded':
        await recordPayment(tx, donation, { provider, ...event }, hooks);
        break;
      case 'checkout.failed':
        await markFailed(tx, donation, event);
        break;
      case 'subscription.cancelled':
        await markSubscriptionCancelled(tx, donation, now);
        break;
    }
    return 'applied';
  });
}

export interface WebhookResult {
  status: 200 | 400;
  outcomes: EventOutcome[];
}

/**
 * The webhook endpoint's work: the signature checked on the raw body (a bad one: 400, nothing
 * written), then each event applied. An unknown reference answers 200 too (logged), so the
 * provider stops retrying something the site will never know.
 */
export async function handlePaymentWebhook(
  db: Database,
  provider: PaymentProvider,
  rawBody: string,
  headers: Headers,
  hooks: DonationHooks = {},
): Promise<WebhookResult> {
  let events: PaymentEvent[];
  try {
    events = await provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { status: 400, outcomes: [] };
    throw error;
  }
  const outcomes: EventOutcome[] = [];
  for (const event of events) {
    const outcome = await applyPaymentEvent(db, provider.name, event, hooks);
    if (outcome === 'unknown-reference') console.warn(`[payments] ${provider.name} event ${event.eventId} (${event.type}) names no donation or order of ours`);
    outcomes.push(outcome);
  }
  return { status: 200, outcomes };
}

export interface ReconcileOptions {
  /** Pending at least this long before the provider is asked (a webhook usually comes within seconds). */
  checkAfterMs: number;
  /** Still unpaid after this long: given up as expired. */
  abandonAfterMs: number;
  now?: Date;
  limit?: number;
}

export interface ReconcileReport {
  checked: number;
  completed: number;
  failed: number;
}

/**
 * Settles donations still pending after `checkAfterMs` from the provider's own record of their
 * checkout, as the missed webhook would have; one unpaid past `abandonAfterMs` becomes failed
 * (expired). Safe to run at any time and on several servers: it applies the same guarded events.
 */
export async function reconcilePendingDonations(db: Database, provider: PaymentProvider, options: ReconcileOptions, hooks: DonationHooks = {}): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const report: ReconcileReport = { checked: 0, completed: 0, failed: 0 };
  const pending = await db
    .select()
    .from(donations)
    .where(and(eq(donations.status, 'pending'), eq(donations.provider, provider.name), lt(donations.createdAt, new Date(now.getTime() - options.checkAfterMs))))
    .orderBy(donations.createdAt)
    .limit(options.limit ?? 100);
  for (const donation of pending) {
    report.checked += 1;
    const abandoned = now.getTime() - donation.createdAt.getTime() > options.abandonAfterMs;
    if (!donation.providerRef) {
      // The provider was never reached: nothing can arrive for it.
      if (abandoned) {
        await db.update(donations).set({ status: 'failed', failureReason: 'expired' }).where(and(eq(donations.id, donation.id), eq(donations.status, 'pending')));
        report.failed += 1;
      }
      continue;
    }
    countSettled(report, await settleFromProvider(db, provider, 'donation', { providerRef: donation.providerRef, reference: donation.reference }, abandoned, hooks, now));
  }
  return report;
}

/** Pending orders, reconciled as donations are (a failed or expired one gives its stock back, once). */
export async function reconcilePendingOrders(db: Database, provider: PaymentProvider, options: ReconcileOptions): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const report: ReconcileReport = { checked: 0, completed: 0, failed: 0 };
  for (const order of await pendingOrders(db, provider.name, new Date(now.getTime() - options.checkAfterMs), options.limit ?? 100)) {
    report.checked += 1;
    const abandoned = now.getTime() - order.createdAt.getTime() > options.abandonAfterMs;
    if (!order.providerRef) {
      if (abandoned) {
        await expireUnreachedOrder(db, order.id);
        report.failed += 1;
      }
      continue;
    }
    countSettled(report, await settleFromProvider(db, provider, 'order', { providerRef: order.providerRef, reference: order.reference }, abandoned, {}, now));
  }
  return report;
}

const countSettled = (report: ReconcileReport, settled: 'completed' | 'failed' | null) => {
  if (settled) report[settled] += 1;
};

/**
 * Asks the provider how a pending checkout stands and applies it as the missed webhook would have;
 * one still open past the abandon time is given up as expired.
 */
async function settleFromProvider(
  db: Database,
  provider: PaymentProvider,
  purpose: CheckoutPurpose,
  checkout: { providerRef: string; reference: string },
  abandoned: boolean,
  hooks: DonationHooks,
  now: Date,
): Promise<'completed' | 'failed' | null> {
  const state = await provider.retrieveCheckout(checkout.providerRef);
  const event =
    eventOfCheckoutState(state) ??
    (abandoned
      ? ({ type: 'checkout.failed', eventId: `reconcile:${checkout.providerRef}:abandoned`, providerRef: checkout.providerRef, purpose, reference: checkout.reference, reason: 'expired' } as const)
      : null);
  if (!event) return null;
  await applyPaymentEvent(db, provider.name, event, hooks, now);
  return event.type === 'checkout.completed' ? 'completed' : 'failed';
}

/** Public view of a donation by its reference (the thank-you page): state and amount, no person. */
export async function donationByReference(db: Queryable, reference: string): Promise<Donation | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(reference)) return undefined;
  const [row] = await db.select().from(donations).where(eq(donations.reference, reference));
  return row;
}

export async function donationById(db: Queryable, id: number): Promise<Donation | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row;
}

/**
 * Cancels a monthly gift (the donor's signed link, or an admin): at the provider first, then here,
 * with a confirmation mail. Idempotent: a cancelled one is answered as it is.
 */
export async function cancelMonthlyDonation(db: Database, provider: PaymentProvider, id: number, actor: Actor | null = null, now = new Date()): Promise<Donation> {
  const donation = await donationById(db, id);
  if (!donation || donation.frequency !== 'monthly') throw graphQLError(ErrorCode.NotFound, 'No such monthly donation');
  if (donation.subscriptionState === 'cancelled') return donation;
  if (!donation.providerSubscriptionId || donation.provider !== provider.name)
    throw graphQLError(ErrorCode.BadUserInput, 'This monthly donation has not started yet', { reason: 'NOT_STARTED' });
  await provider.cancelSubscription(donation.providerSubscriptionId);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
    const cancelled = await markSubscriptionCancelled(tx, locked!, now);
    if (actor)
      await recordAudit(tx, { actor, action: 'donation.monthly-cancelled', recordType: 'donation', recordId: id, details: { reference: donation.reference } });
    return cancelled;
  });
}

/**
 * An admin refunds a completed donation: its latest payment (a one-time gift's only one; a monthly
 * gift's most recent month, so pressing twice never refunds a second month; earlier months are
 * refunded at the provider, whose report is applied the same way), asked of the provider, with an
 * audit entry. The donation changes when the provider reports the refund (the demo provider does
 * so at once, through the webhook). A refunded payment is answered as it is.
 */
export async function refundDonation(db: Database, provider: PaymentProvider, id: number, actor: Actor): Promise<Donation> {
  const donation = await donationById(db, id);
  if (!donation) throw graphQLError(ErrorCode.NotFound, 'No such donation');
  const [payment] = await db
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.donationId, id))
    .orderBy(desc(donationPayments.paidAt), desc(donationPayments.id))
    .limit(1);
  if (payment?.status === 'refunded') return donation;
  if (!payment || donation.status !== 'completed' || payment.provider !== provider.name)
    throw graphQLError(ErrorCode.BadUserInput, 'This donation has no payment to refund', { reason: 'NOT_REFUNDABLE' });
  await provider.refundPayment(payment.providerPaymentRef);
  await recordAudit(db, {
    actor,
    action: 'donation.refund-requested',
    recordType: 'donation',
    recordId: id,
    details: { reference: donation.reference, paymentRef: payment.providerPaymentRef, amountCents: payment.amountCents },
  });
  return (await donationById(db, id))!;
}

export interface DonationFilter {
  status: DonationStatus | null;
  frequency: DonationFrequency | null;
}

export interface DonationTotal {
  currency: string;
  /** Donations matching the filter. */
  donations: number;
  /** Every payment received for them (a monthly gift's months included), less what was refunded. */
  receivedCents: number;
  /** What was refunded of them. */
  refundedCents: number;
}

const whereOf = (filter: DonationFilter) =>
  and(filter.status ? eq(donations.status, filter.status) : undefined, filter.frequency ? eq(donations.frequency, filter.frequency) : undefined);

/** A donation with what it brought in (refunded payments not counted) and what was refunded. */
export type StudioDonation = Donation & { receivedCents: number; payments: number; refundedCents: number };

/** Sums of a donation's payments: kept (`paid`) and refunded, apart. */
const paidCents = sql<string>`coalesce(sum(${donationPayments.amountCents}) filter (where ${donationPayments.status} = 'paid'), 0)`;
const refundedCents = sql<string>`coalesce(sum(${donationPayments.amountCents}) filter (where ${donationPayments.status} = 'refunded'), 0)`;

/** Donations with their sums, newest first (the list's page, or one by id). */
async function studioDonations(db: Queryable, where: SQL | undefined, limit: number, offset: number): Promise<StudioDonation[]> {
  const received = db
    .select({
      donationId: donationPayments.donationId,
      cents: paidCents.as('cents'),
      refunded: refundedCents.as('refunded'),
      n: sql<number>`count(*) filter (where ${donationPayments.status} = 'paid')`.as('n'),
    })
    .from(donationPayments)
    .groupBy(donationPayments.donationId)
    .as('received');
  const rows = await db
    .select({ donation: donations, cents: received.cents, refunded: received.refunded, n: received.n })
    .from(donations)
    .leftJoin(received, eq(received.donationId, donations.id))
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.donation, receivedCents: Number(row.cents ?? 0), refundedCents: Number(row.refunded ?? 0), payments: Number(row.n ?? 0) }));
}

/** The admins' list: newest first, with what each has brought in. */
export async function listDonations(db: Queryable, filter: DonationFilter, page: number): Promise<StudioList<StudioDonation>> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    studioDonations(db, where, STUDIO_PAGE_SIZE, pageOffset(page)),
    db.select({ n: count() }).from(donations).where(where),
  ]);
  return studioList(rows, total?.n ?? 0, page);
}

/** One donation as admins see it, with its sums. */
export async function studioDonationById(db: Queryable, id: number): Promise<StudioDonation | undefined> {
  const [row] = await studioDonations(db, eq(donations.id, id), 1, 0);
  return row;
}

/** Every donation matching the filter (the CSV), newest first. */
export async function allDonations(db: Queryable, filter: DonationFilter): Promise<StudioDonation[]> {
  const rows: StudioDonation[] = [];
  for (let page = 1; ; page += 1) {
    const list = await listDonations(db, filter, page);
    rows.push(...list.items);
    if (page >= list.pageCount) return rows;
  }
}

/** Totals per currency of the donations matching the filter. */
export async function donationTotals(db: Queryable, filter: DonationFilter): Promise<DonationTotal[]> {
  const where = whereOf(filter);
  const [counts, received] = await Promise.all([
    db.select({ currency: donations.currency, n: count() }).from(donations).where(where).groupBy(donations.currency),
    db
      .select({ currency: donationPayments.currency, cents: paidCents, refunded: refundedCents })
      .from(donationPayments)
      .innerJoin(donations, eq(donations.id, donationPayments.donationId))
      .where(where)
      .groupBy(donationPayments.currency),
  ]);
  const currencies = [...new Set([...counts.map((row) => row.currency), ...received.map((row) => row.currency)])].sort();
  return currencies.map((currency) => ({
    currency,
    donations: counts.find((row) => row.currency === currency)?.n ?? 0,
    receivedCents: Number(received.find((row) => row.currency === currency)?.cents ?? 0),
    refundedCents: Number(received.find((row) => row.currency === currency)?.refunded ?? 0),
  }));
}
