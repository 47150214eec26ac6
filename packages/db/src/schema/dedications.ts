/**
 * Dedications of a day's learning: in memory of someone (on a chosen date, or on the yahrzeit every
 * year) or in honour of someone (on a chosen date). Shown on the day's pages once `active`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isBetween, isOneOf } from './checks';
import { createdAt, updatedAt } from './columns';
import { donations } from './payments';

export const dedicationKinds = ['memorial', 'honour'] as const;
export type DedicationKind = (typeof dedicationKinds)[number];

/** `date`: one chosen Gregorian day; `yahrzeit`: the yahrzeit, every year (memorial only). */
export const dedicationModes = ['date', 'yahrzeit'] as const;
export type DedicationMode = (typeof dedicationModes)[number];

/** Pending until its donation is completed (or an admin adds it); only active ones show. */
export const dedicationStatuses = ['pending', 'active', 'cancelled'] as const;
export type DedicationStatus = (typeof dedicationStatuses)[number];

/** "ben" (son of) or "bas" (daughter of) the parent's name. */
export const dedicationRelations = ['ben', 'bas'] as const;
export type DedicationRelation = (typeof dedicationRelations)[number];

export const dedications = pgTable(
  'dedications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<DedicationKind>().notNull(),
    mode: text('mode').$type<DedicationMode>().notNull(),
    /** The person's name in English (the deceased, or the person honoured). */
    name: text('name').notNull(),
    hebrewName: text('hebrew_name'),
    parentName: text('parent_name'),
    parentHebrewName: text('parent_hebrew_name'),
    relation: text('relation').$type<DedicationRelation>(),
    /** Memorial: the Gregorian day of the passing, and whether it was after sunset. */
    passedOn: date('passed_on', { mode: 'string' }),
    passedAfterSunset: boolean('passed_after_sunset').notNull().default(false),
    /** Memorial: the Hebrew date of the passing (hebcal's month numbers: Nisan 1 … Adar I 12, Adar II 13). */
    passingHebrewYear: integer('passing_hebrew_year'),
    passingHebrewMonth: integer('passing_hebrew_month'),
    passingHebrewDay: integer('passing_hebrew_day'),
    /** Mode `date`: the day dedicated. */
    dedicatedOn: date('dedicated_on', { mode: 'string' }),
    /** Shown as "dedicated by …"; null for an anonymous donor. */
    dedicatedBy: text('dedicated_by'),
    /** For the confirmation and the yahrzeit reminders; never shown. */
    donorEmail: text('donor_email'),
    message: text('message'),
    status: text('status').$type<DedicationStatus>().notNull().default('pending'),
    donationId: integer('donation_id').references(() => donations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('dedications_kind_check', isOneOf(table.kind, dedicationKinds)),
    check('dedications_mode_check', isOneOf(table.mode, dedicationModes)),
    check('dedications_status_check', isOneOf(table.status, dedicationStatuses)),
    check('dedications_relation_check', isOneOf(table.relation, dedicationRelations)),
    check('dedications_hebrew_month_check', isBetween(table.passingHebrewMonth, 1, 13)),
    check('dedications_hebrew_day_check', isBetween(table.passingHebrewDay, 1, 30)),
    check(
      'dedications_memorial_check',
      sql`${table.kind} <> 'memorial' or (${table.passedOn} is not null and ${table.passingHebrewYear} is not null and ${table.passingHebrewMonth} is not null and ${table.passingHebrewDay} is not null)`,
    ),
    check('dedications_date_check', sql`${table.mode} <> 'date' or ${table.dedicatedOn} is not null`),
    check('dedications_yahrzeit_check', sql`${table.mode} <> 'yahrzeit' or ${table.kind} = 'memorial'`),
    index('dedications_dedicated_on_idx').on(table.dedicatedOn).where(sql`${table.status} = 'active'`),
    index('dedications_yahrzeit_idx')
      .on(table.passingHebrewMonth, table.passingHebrewDay)
      .where(sql`${table.status} = 'active' and ${table.mode} = 'yahrzeit'`),
    index('dedications_donation_id_idx').on(table.donationId),
  ],
);

export type Dedication = typeof dedications.$inferSelect;
export type NewDedication = typeof dedications.$inferInsert;
