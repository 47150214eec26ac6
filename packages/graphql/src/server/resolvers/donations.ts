import type { Donation } from '@openshiur/db';
import type {
  DonationFrequency,
  DonationStatus,
  MonthlyDonationLink,
  MutationResolvers,
  QueryResolvers,
  StudioDonation as StudioDonationType,
  StudioDonationFilter,
  SubscriptionState,
  DedicationType,
} from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { parseDonationInput } from '../args/donation-input';
import { parseStudioListArgs } from '../args/studio-list';
import { recordId } from '../args/fields';
import { badUserInput, ErrorCode, graphQLError } from '../errors';
import {
  allDonations,
  cancelMonthlyDonation,
  donationById,
  donationByReference,
  donationTotals,
  DONATION_MONTHLY_CANCEL_PURPOSE,
  listDonations,
  refundDonation,
  startDonationCheckout,
  studioDonationById,
  type DonationFilter,
  type StudioDonation,
} from '../payments/donations';
import type { PaymentsService } from '../payments/service';
import { requireActor, requireRole } from '../roles';

const upper = <T extends string>(value: string) => value.toUpperCase() as T;
const statusOf = (row: Donation) => upper<DonationStatus>(row.status);
const frequencyOf = (row: Donation) => upper<DonationFrequency>(row.frequency);
const subscriptionOf = (row: Donation) => (row.subscriptionState ? upper<SubscriptionState>(row.subscriptionState) : null);

export function paymentsOf(ctx: GraphQLContext): PaymentsService {
  if (!ctx.payments) throw graphQLError(ErrorCode.ServiceUnavailable, 'This server takes no payments');
  return ctx.payments;
}

/** The provider could not make a checkout: nothing was charged, the donation is marked failed. */
export const providerUnavailable = () =>
  graphQLError(ErrorCode.ServiceUnavailable, 'The payment provider could not be reached', { reason: 'PROVIDER_UNAVAILABLE' });

/**
 * Runs a request to the provider (a refund): our own refusals pass as they are; the provider's
 * failure is logged and answered as unavailable, with nothing changed here.
 */
export async function atProvider<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Error && 'extensions' in error) throw error;
    console.error(`[payments] ${what} failed at the provider`, error);
    throw providerUnavailable();
  }
}

/** The donation a cancel link names, or null when the token is not genuine, expired or for something else. */
async function donationOfToken(ctx: GraphQLContext, token: string): Promise<Donation | null> {
  if (!ctx.linkTokens) throw graphQLError(ErrorCode.ServiceUnavailable, 'This server cannot check mail links');
  const verified = await ctx.linkTokens.verify(token, DONATION_MONTHLY_CANCEL_PURPOSE);
  if (!verified || !/^[1-9]\d{0,9}$/.test(verified.subject)) return null;
  const donation = await donationById(ctx.db, Number(verified.subject));
  return donation?.frequency === 'monthly' ? donation : null;
}

const toLink = (row: Donation): MonthlyDonationLink => ({
  amountCents: row.amountCents,
  currency: row.currency,
  status: statusOf(row),
  subscriptionState: subscriptionOf(row),
});

const toStudioDonation = (row: StudioDonation): StudioDonationType => ({
  id: String(row.id),
  reference: row.reference,
  createdAt: row.createdAt,
  paidAt: row.paidAt,
  status: statusOf(row),
  frequency: frequencyOf(row),
  amountCents: row.amountCents,
  currency: row.currency,
  receivedCents: row.receivedCents,
  payments: row.payments,
  refundedCents: row.refundedCents,
  donorName: row.donorName,
  email: row.email,
  anonymous: row.anonymous,
  dedicationType: row.dedicationType ? upper<DedicationType>(row.dedicationType) : null,
  dedication: row.dedication,
  message: row.message,
  provider: row.provider,
  subscriptionState: subscriptionOf(row),
  failureReason: row.failureReason,
});

const filterOf = (filter: StudioDonationFilter | null | undefined): DonationFilter => ({
  status: filter?.status ? (filter.status.toLowerCase() as DonationFilter['status']) : null,
  frequency: filter?.frequency ? (filter.frequency.toLowerCase() as DonationFilter['frequency']) : null,
});

export const donationQueries: Pick<QueryResolvers, 'donationSettings' | 'donation' | 'monthlyDonationByToken' | 'studioDonations' | 'studioDonationExport'> = {
  donationSettings: (_parent, _args, ctx) => paymentsOf(ctx).donationLimits,
  donation: async (_parent, { reference }, ctx) => {
    const row = await donationByReference(ctx.db, reference);
    return row
      ? { reference: row.reference, status: statusOf(row), frequency: frequencyOf(row), amountCents: row.amountCents, currency: row.currency, subscriptionState: subscriptionOf(row) }
      : null;
  },
  monthlyDonationByToken: async (_parent, { token }, ctx) => {
    const row = await donationOfToken(ctx, token);
    return row ? toLink(row) : null;
  },
  studioDonations: async (_parent, { filter, page }, ctx) => {
    await requireRole(ctx, 'admin');
    const args = parseStudioListArgs({ page });
    const where = filterOf(filter);
    const [list, totals] = await Promise.all([listDonations(ctx.db, where, args.page), donationTotals(ctx.db, where)]);
    return { ...list, items: list.items.map(toStudioDonation), totals };
  },
  studioDonationExport: async (_parent, { filter }, ctx) => {
    await requireRole(ctx, 'admin');
    return (await allDonations(ctx.db, filterOf(filter))).map(toStudioDonation);
  },
};

export const donationMutations: Pick<MutationResolvers, 'startDonation' | 'cancelMonthlyDonation' | 'refundDonation'> = {
  startDonation: async (_parent, { input }, ctx) => {
    const payments = paymentsOf(ctx);
    const write = parseDonationInput(input, payments.donationLimits);
    try {
      const { donation, redirectUrl } = await startDonationCheckout(ctx.db, payments.provider, write, payments.donationReturnUrls);
      return { reference: donation.reference, redirectUrl };
    } catch (error) {
      console.error('[payments] the checkout could not be made', error);
      throw providerUnavailable();
    }
  },
  cancelMonthlyDonation: async (_parent, { token }, ctx) => {
    const donation = await donationOfToken(ctx, token);
    if (!donation) throw badUserInput('This link is not valid or has expired', 'token');
    const cancelled = await cancelMonthlyDonation(ctx.db, paymentsOf(ctx).provider, donation.id);
    ctx.mailQueued();
    return toLink(cancelled);
  },
  refundDonation: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    const parsed = recordId.safeParse(id);
    if (!parsed.success) throw badUserInput('Not a valid id', 'id');
    const { provider } = paymentsOf(ctx);
    await atProvider('a refund', () => refundDonation(ctx.db, provider, parsed.data, actor));
    // The demo provider has reported the refund already (its mail is queued); Stripe will shortly.
    ctx.mailQueued();
    return toStudioDonation((await studioDonationById(ctx.db, parsed.data))!);
  },
};
