import { and, asc, between, eq, inArray, isNotNull, or } from 'drizzle-orm';
import {
  dedications,
  enqueueMail,
  type Dedication,
  type DedicationKind,
  type DedicationMode,
  type DedicationRelation,
  type DedicationStatus,
  type Queryable,
} from '@openshiur/db';
import type { DedicationCalendar, HebrewDay } from '../dedication-calendar';

export type DedicationRow = Dedication;

/** A day of the studio's calendar. */
export interface DedicationDay {
  date: string;
  dedications: DedicationRow[];
}

/** A checked dedication (see `parseDedicationInput`), with the Hebrew date of the passing worked out. */
export interface DedicationWrite {
  kind: DedicationKind;
  mode: DedicationMode;
  name: string;
  hebrewName: string | null;
  parentName: string | null;
  parentHebrewName: string | null;
  relation: DedicationRelation | null;
  passedOn: string | null;
  passedAfterSunset: boolean;
  passing: HebrewDay | null;
  dedicatedOn: string | null;
  dedicatedBy: string | null;
  donorEmail: string | null;
  message: string | null;
}

/** The mail a donor gets when the dedication becomes active (a template the site registers). */
export const DEDICATION_CONFIRMED_MAIL = 'dedication-confirmed';

/**
 * What the dedication mails are rendered from: the dedication as it was when the mail was queued.
 * The site writes the Hebrew dates (its calendar) when it renders the mail.
 */
export type DedicationMailData = Pick<
  DedicationWrite,
  'kind' | 'mode' | 'name' | 'hebrewName' | 'parentName' | 'parentHebrewName' | 'relation' | 'passing' | 'dedicatedOn'
> & { dedicationId: number };

export function dedicationMailData(row: DedicationRow): DedicationMailData {
  return {
    dedicationId: row.id,
    kind: row.kind,
    mode: row.mode,
    name: row.name,
    hebrewName: row.hebrewName,
    parentName: row.parentName,
    parentHebrewName: row.parentHebrewName,
    relation: row.relation,
    passing: passingOf(row),
    dedicatedOn: row.dedicatedOn,
  };
}

/** The Hebrew date of a memorial's passing, as stored. */
export function passingOf(row: DedicationRow): HebrewDay | null {
  return row.passingHebrewYear && row.passingHebrewMonth && row.passingHebrewDay
    ? { year: row.passingHebrewYear, month: row.passingHebrewMonth, day: row.passingHebrewDay }
    : null;
}

async function insertDedication(
  tx: Queryable,
  write: DedicationWrite,
  status: DedicationStatus,
  donationId: number | null,
): Promise<DedicationRow> {
  const { passing, ...fields } = write;
  const [row] = await tx
    .insert(dedications)
    .values({
      ...fields,
      passingHebrewYear: passing?.year ?? null,
      passingHebrewMonth: passing?.month ?? null,
      passingHebrewDay: passing?.day ?? null,
      status,
      donationId,
    })
    .returning();
  return row!;
}

/**
 * Stores a visitor's dedication as `pending` (not shown), in the caller's transaction; with the
 * donation it is for (`startMemorialDonation` stores both in one transaction).
 */
export function createPendingDedication(tx: Queryable, write: DedicationWrite, options: { donationId?: number | null } = {}): Promise<DedicationRow> {
  return insertDedication(tx, write, 'pending', options.donationId ?? null);
}

/** An admin's dedication (paid offline): `active` at once. */
export function createActiveDedication(tx: Queryable, write: DedicationWrite): Promise<DedicationRow> {
  return insertDedication(tx, write, 'active', null);
}

/**
 * For the payments code, in the transaction that marks the donation completed: its pending
 * dedications become active, and each donor with an address is mailed a confirmation (keyed by the
 * dedication, so a replayed webhook mails once). Returns the dedications activated now (none when
 * they were already active). After the commit, the caller expires the pages showing dedications
 * (the site's `expireDedicationPages` in features/memorial/server/day-dedications.ts, or a
 * `dedication` content change through the GraphQL context).
 */
export async function activateDedicationsForDonation(tx: Queryable, donationId: number): Promise<DedicationRow[]> {
  const activated = await tx
    .update(dedications)
    .set({ status: 'active' })
    .where(and(eq(dedications.donationId, donationId), eq(dedications.status, 'pending')))
    .returning();
  for (const row of activated) {
    if (!row.donorEmail) continue;
    await enqueueMail(tx, {
      template: DEDICATION_CONFIRMED_MAIL,
      to: row.donorEmail,
      data: { ...dedicationMailData(row) },
      stream: 'transactional',
      dedupeKey: `${DEDICATION_CONFIRMED_MAIL}:${row.id}`,
    });
  }
  return activated;
}

/**
 * Withdraws the dedications a memorial donation paid for, when it is refunded (whether they were
 * already showing or still waiting for their day): they leave the pages like a cancelled one.
 */
export async function cancelDedicationsForDonation(tx: Queryable, donationId: number): Promise<DedicationRow[]> {
  return tx
    .update(dedications)
    .set({ status: 'cancelled' })
    .where(and(eq(dedications.donationId, donationId), inArray(dedications.status, ['pending', 'active'])))
    .returning();
}

/** Cancels a dedication; the row as it is now, or undefined when there is none. */
export async function cancelDedication(db: Queryable, id: number): Promise<DedicationRow | undefined> {
  const [row] = await db.update(dedications).set({ status: 'cancelled' }).where(eq(dedications.id, id)).returning();
  return row;
}

export async function readDedication(db: Queryable, id: number): Promise<DedicationRow | undefined> {
  const [row] = await db.select().from(dedications).where(eq(dedications.id, id));
  return row;
}

/**
 * The active dedications of `date`: those dedicated to that day, and the yearly ones whose
 * yahrzeit falls on it (the database narrows them by the Hebrew day of the passing, the calendar
 * decides). Oldest first.
 */
export async function activeDedicationsOn(db: Queryable, calendar: DedicationCalendar, date: string): Promise<DedicationRow[]> {
  const candidates = calendar.yahrzeitCandidatesOn(date);
  const yearly = candidates.length
    ? and(
        eq(dedications.mode, 'yahrzeit'),
        or(...candidates.map(({ month, day }) => and(eq(dedications.passingHebrewMonth, month), eq(dedications.passingHebrewDay, day)))),
      )
    : undefined;
  const rows = await db
    .select()
    .from(dedications)
    .where(and(eq(dedications.status, 'active'), or(and(eq(dedications.mode, 'date'), eq(dedications.dedicatedOn, date)), yearly)))
    .orderBy(asc(dedications.id));
  return rows.filter((row) => row.mode === 'date' || calendar.isYahrzeitOn(passingOf(row)!, date));
}

/** Active yearly memorial dedications (the studio's calendar, the reminders). */
export function activeYearlyDedications(db: Queryable): Promise<DedicationRow[]> {
  return db
    .select()
    .from(dedications)
    .where(and(eq(dedications.status, 'active'), eq(dedications.mode, 'yahrzeit'), isNotNull(dedications.passingHebrewDay)))
    .orderBy(asc(dedications.id));
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The studio's calendar: every day from `from` to `to` with its dedications of every status
 * dedicated to that day, and the active yearly ones on their yahrzeit; oldest first each day.
 */
export async function dedicationDays(db: Queryable, calendar: DedicationCalendar, from: string, to: string): Promise<DedicationDay[]> {
  const [byDate, yearly] = await Promise.all([
    db.select().from(dedications).where(and(eq(dedications.mode, 'date'), between(dedications.dedicatedOn, from, to))).orderBy(asc(dedications.id)),
    db
      .select()
      .from(dedications)
      .where(and(eq(dedications.mode, 'yahrzeit'), inArray(dedications.status, ['active', 'pending'])))
      .orderBy(asc(dedications.id)),
  ]);
  const days = new Map<string, DedicationRow[]>();
  for (let date = from; date <= to; date = nextDay(date)) days.set(date, []);
  for (const row of byDate) days.get(row.dedicatedOn!)?.push(row);
  for (const row of yearly) {
    const passing = passingOf(row);
    if (!passing) continue;
    for (const date of calendar.yahrzeitsBetween(passing, from, to)) days.get(date)?.push(row);
  }
  return [...days].map(([date, rows]) => ({ date, dedications: rows.sort((a, b) => a.id - b.id) }));
}
