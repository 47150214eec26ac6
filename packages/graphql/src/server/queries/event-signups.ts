import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { schema, type Actor, type CalendarEvent, type Database, type EventSignupState, type Queryable } from '@openshiur/db';
import { ErrorCode, graphQLError } from '../errors';
import { recordAudit } from './audit';
import { notFound } from './studio-records';
import { queueSignupMail } from './event-signup-mail';

const { events, eventSignups } = schema;

export type EventSignupRow = typeof eventSignups.$inferSelect;

export interface SignupWrite {
  eventId: number;
  name: string;
  email: string;
  seats: number;
}

/**
 * Whether visitors may sign up for `event` at `now`. Checked again inside the sign-up's
 * transaction: the page showing the form is a cached render and may be older than the event's state.
 */
export const takesSignups = (event: CalendarEvent, now: Date): boolean =>
  event.status === 'Published' && event.signupsOpen && event.startsAt.getTime() > now.getTime();

/** Seats of sign-ups in `state` (confirmed: the seats taken). */
export async function seatsIn(db: Queryable, eventId: number, state: EventSignupState): Promise<number> {
  const [row] = await db
    .select({ seats: sql<string | null>`sum(${eventSignups.seats})` })
    .from(eventSignups)
    .where(and(eq(eventSignups.eventId, eventId), eq(eventSignups.state, state)));
  return Number(row?.seats ?? 0);
}

/**
 * The event's row, locked until the transaction ends. Every change to who holds a seat takes this
 * lock first, so two sign-ups (or a sign-up and a cancellation) count the seats one after the
 * other and never both take the last one. `FOR UPDATE` behaves the same on PGlite, which runs one
 * transaction at a time anyway.
 */
async function lockEvent(tx: Queryable, eventId: number): Promise<CalendarEvent | undefined> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
  return event;
}

/**
 * Stores a sign-up and queues its mail in one transaction: confirmed when the seats fit the
 * capacity, else on the waiting list. Refuses an event visitors cannot see (NOT_FOUND), one that
 * takes no sign-ups, and a second live sign-up of the same address.
 */
export async function signUpForEvent(db: Database, write: SignupWrite, now = new Date()): Promise<EventSignupRow> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, write.eventId);
    if (!event || event.status !== 'Published') throw notFound('event');
    if (!takesSignups(event, now))
      throw graphQLError(ErrorCode.BadUserInput, 'This event is not taking sign-ups', { reason: 'SIGNUPS_CLOSED' });
    const [existing] = await tx
      .select({ id: eventSignups.id })
      .from(eventSignups)
      .where(
        and(
          eq(eventSignups.eventId, event.id),
          sql`lower(${eventSignups.email}) = ${write.email.toLowerCase()}`,
          ne(eventSignups.state, 'cancelled'),
        ),
      );
    if (existing)
      throw graphQLError(ErrorCode.Conflict, 'This address is already signed up for this event; its mail has the link to cancel', {
        reason: 'ALREADY_SIGNED_UP',
      });
    const taken = await seatsIn(tx, event.id, 'confirmed');
    const state: EventSignupState = event.capacity === null || taken + write.seats <= event.capacity ? 'confirmed' : 'waitlisted';
    const [signup] = await tx.insert(eventSignups).values({ ...write, state }).returning();
    await queueSignupMail(tx, state, signup!, event);
    return signup!;
  });
}

export interface Cancellation {
  signup: EventSignupRow;
  event: CalendarEvent;
  /** False when it was cancelled already: nothing was written. */
  changed: boolean;
  /** Waiting-list sign-ups moved up (each was sent a mail). */
  promoted: number;
}

/**
 * Cancels a sign-up; its seats go to the waiting list in the same transaction. Idempotent: a
 * cancelled sign-up is answered as it is, with nothing written and no mail. An editor's
 * cancellation (`actor`) is audited; the person's own, through their mail's link, is not.
 */
export async function cancelEventSignup(db: Database, signupId: number, actor: Actor | null = null, now = new Date()): Promise<Cancellation> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ eventId: eventSignups.eventId }).from(eventSignups).where(eq(eventSignups.id, signupId));
    if (!found) throw notFound('sign-up');
    // The event first, as every seat change does, so the lock order is always the same.
    const event = (await lockEvent(tx, found.eventId))!;
    const [signup] = await tx.select().from(eventSignups).where(eq(eventSignups.id, signupId)).for('update');
    if (!signup) throw notFound('sign-up');
    if (signup.state === 'cancelled') return { signup, event, changed: false, promoted: 0 };
    const [cancelled] = await tx
      .update(eventSignups)
      .set({ state: 'cancelled', updatedAt: now })
      .where(eq(eventSignups.id, signupId))
      .returning();
    const promoted = signup.state === 'confirmed' ? await promoteWaitingList(tx, event, now) : 0;
    if (actor)
      await recordAudit(tx, {
        actor,
        action: 'event.signup-cancelled',
        recordType: 'event',
        recordId: event.id,
        details: { title: event.title, signupId, email: signup.email },
      });
    return { signup: cancelled!, event, changed: true, promoted };
  });
}

/**
 * Moves waiting-list sign-ups to confirmed, in arrival order, each whose seats still fit (a
 * large party that does not fit lets a smaller one behind it in), and queues each a mail. The
 * caller holds the event's lock. Nothing moves once the event has started.
 */
export async function promoteWaitingList(tx: Queryable, event: CalendarEvent, now = new Date()): Promise<number> {
  if (event.startsAt.getTime() <= now.getTime()) return 0;
  const waiting = await tx
    .select()
    .from(eventSignups)
    .where(and(eq(eventSignups.eventId, event.id), eq(eventSignups.state, 'waitlisted')))
    .orderBy(asc(eventSignups.createdAt), asc(eventSignups.id));
  if (waiting.length === 0) return 0;
  let taken = await seatsIn(tx, event.id, 'confirmed');
  let promoted = 0;
  for (const signup of waiting) {
    if (event.capacity !== null && taken + signup.seats > event.capacity) continue;
    taken += signup.seats;
    promoted += 1;
    const [moved] = await tx.update(eventSignups).set({ state: 'confirmed', updatedAt: now }).where(eq(eventSignups.id, signup.id)).returning();
    await queueSignupMail(tx, 'promoted', moved!, event);
  }
  return promoted;
}

/** Every sign-up of an event in arrival order, for the studio. */
export async function listEventSignups(db: Queryable, eventId: number): Promise<EventSignupRow[]> {
  return db.select().from(eventSignups).where(eq(eventSignups.eventId, eventId)).orderBy(asc(eventSignups.createdAt), asc(eventSignups.id));
}

export async function readEventSignup(db: Queryable, id: number): Promise<{ signup: EventSignupRow; event: CalendarEvent } | null> {
  const [row] = await db.select().from(eventSignups).innerJoin(events, eq(events.id, eventSignups.eventId)).where(eq(eventSignups.id, id));
  return row ? { signup: row.event_signups, event: row.events } : null;
}
