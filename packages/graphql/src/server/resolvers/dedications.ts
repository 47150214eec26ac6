import type {
  DedicationKind,
  DedicationMode,
  DedicationRelation,
  DedicationResolvers,
  DedicationStatus,
  MutationResolvers,
  QueryResolvers,
  StudioDedicationResolvers,
} from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import type { DedicationCalendar } from '../dedication-calendar';
import { parseDedicationInput } from '../args/dedication-input';
import { parseNumericId } from '../args/ids';
import { badUserInput, ErrorCode, graphQLError } from '../errors';
import { recordAudit } from '../queries/audit';
import {
  activeDedicationsOn,
  cancelDedication,
  createActiveDedication,
  createPendingDedication,
  dedicationDays,
  passingOf,
  readDedication,
  type DedicationRow,
} from '../queries/dedications';
import { notFound } from '../queries/studio-records';
import { startDonationCheckout } from '../payments/donations';
import { memorialDonationWrite } from '../args/memorial-donation-input';
import { paymentsOf, providerUnavailable } from './donations';
import { requireActor, requireRole } from '../roles';
import { reportContentChange } from './content-changed';

/** Most days one studio read covers: a month's calendar with its leading and trailing weeks. */
const MAX_STUDIO_DAYS = 62;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function calendarOf(ctx: GraphQLContext): DedicationCalendar {
  if (!ctx.dedicationCalendar) throw graphQLError(ErrorCode.ServiceUnavailable, 'This server has no Hebrew calendar for dedications');
  return ctx.dedicationCalendar;
}

function parseDay(value: string, argumentName: string): string {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw badUserInput(`"${value}" is not a date (YYYY-MM-DD)`, argumentName);
  }
  return value;
}

export const Dedication: Pick<DedicationResolvers, 'id' | 'kind' | 'mode' | 'relation' | 'hebrewDateOfPassing'> = {
  id: (row) => String(row.id),
  kind: (row) => row.kind.toUpperCase() as DedicationKind,
  mode: (row) => row.mode.toUpperCase() as DedicationMode,
  relation: (row) => (row.relation ? (row.relation.toUpperCase() as DedicationRelation) : null),
  hebrewDateOfPassing: (row, _args, ctx) => {
    const passing = passingOf(row);
    return passing && ctx.dedicationCalendar ? ctx.dedicationCalendar.hebrewDayText(passing) : null;
  },
};

export const StudioDedication: Pick<StudioDedicationResolvers, 'id' | 'dedication' | 'status' | 'donationId'> = {
  id: (row) => String(row.id),
  dedication: (row) => row,
  status: (row) => row.status.toUpperCase() as DedicationStatus,
  donationId: (row) => (row.donationId === null ? null : String(row.donationId)),
};

/** Dedications shown on the public pages changed: the site expires them. */
const reportChange = (ctx: GraphQLContext, row: DedicationRow, change: 'created' | 'updated') =>
  reportContentChange(ctx, { type: 'dedication', id: String(row.id), change });

export const dedicationQueries: Pick<QueryResolvers, 'dedicationsOn' | 'studioDedications'> = {
  dedicationsOn: (_parent, { date }, ctx) => activeDedicationsOn(ctx.db, calendarOf(ctx), parseDay(date, 'date')),
  studioDedications: async (_parent, { from, to }, ctx) => {
    await requireRole(ctx, 'admin');
    const first = parseDay(from, 'from');
    const last = parseDay(to, 'to');
    const days = (Date.parse(last) - Date.parse(first)) / 86_400_000 + 1;
    if (days < 1 || days > MAX_STUDIO_DAYS) throw badUserInput(`Give from 1 to ${MAX_STUDIO_DAYS} days`, 'to');
    return dedicationDays(ctx.db, calendarOf(ctx), first, last);
  },
};

export const dedicationMutations: Pick<MutationResolvers, 'startMemorialDonation' | 'studioAddDedication' | 'studioCancelDedication'> = {
  startMemorialDonation: async (_parent, { input, amount }, ctx) => {
    const payments = paymentsOf(ctx);
    const dedicationWrite = parseDedicationInput(input, calendarOf(ctx), { requireEmail: true });
    const donationWrite = memorialDonationWrite(dedicationWrite, amount, payments.donationLimits);
    // Pending, tied to its pending donation: nothing shows (and nothing is mailed) before the
    // donation is completed, when the payments' completion hook activates it.
    let dedication: DedicationRow | undefined;
    try {
      const { donation, redirectUrl } = await startDonationCheckout(ctx.db, payments.provider, donationWrite, payments.donationReturnUrls, async (tx, pending) => {
        dedication = await createPendingDedication(tx, dedicationWrite, { donationId: pending.id });
      });
      return { reference: donation.reference, redirectUrl, dedication: dedication! };
    } catch (error) {
      console.error('[payments] the memorial checkout could not be made', error);
      throw providerUnavailable();
    }
  },
  studioAddDedication: async (_parent, { input }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    const write = parseDedicationInput(input, calendarOf(ctx), { requireEmail: false });
    const row = await ctx.db.transaction(async (tx) => {
      const created = await createActiveDedication(tx, write);
      await recordAudit(tx, { actor, action: 'dedication.created', recordType: 'dedication', recordId: created.id, details: { name: created.name } });
      return created;
    });
    await reportChange(ctx, row, 'created');
    return row;
  },
  studioCancelDedication: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'admin');
    const dedicationId = parseNumericId(id);
    const existing = await readDedication(ctx.db, dedicationId);
    if (!existing) throw notFound('dedication');
    if (existing.status === 'cancelled') return existing;
    const row = await ctx.db.transaction(async (tx) => {
      const cancelled = (await cancelDedication(tx, dedicationId))!;
      await recordAudit(tx, { actor, action: 'dedication.cancelled', recordType: 'dedication', recordId: dedicationId, details: { name: cancelled.name } });
      return cancelled;
    });
    await reportChange(ctx, row, 'updated');
    return row;
  },
};
