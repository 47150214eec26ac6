import { enqueueMail, type CalendarEvent, type EventSignup as EventSignupRow, type Queryable } from '@openshiur/db';

/** The mails of a sign-up, by the template names the site registers (apps/web features/events). */
export const EVENT_SIGNUP_MAILS = {
  confirmed: 'event-signup-confirmed',
  waitlisted: 'event-signup-waitlisted',
  promoted: 'event-signup-promoted',
} as const;

export type EventSignupMailKind = keyof typeof EVENT_SIGNUP_MAILS;

/**
 * What a sign-up mail is rendered from. The event is copied as it was when the mail was queued
 * (what the person signed up for), and is enough for the `.ics` attachment; the cancel link is
 * signed when the mail is rendered, so no token is stored in the outbox.
 */
export interface EventSignupMailData {
  signupId: number;
  name: string;
  seats: number;
  event: {
    id: number;
    title: string;
    startsAt: string;
    endsAt: string | null;
    location: string | null;
    description: string | null;
  };
}

/**
 * Queues the mail for a sign-up that just became `kind`, in the caller's transaction. Keyed by the
 * sign-up and kind, so a retried transaction or a second call never mails twice.
 */
export async function queueSignupMail(tx: Queryable, kind: EventSignupMailKind, signup: EventSignupRow, event: CalendarEvent): Promise<void> {
  const data: EventSignupMailData = {
    signupId: signup.id,
    name: signup.name,
    seats: signup.seats,
    event: {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
      location: event.location,
      description: event.description,
    },
  };
  await enqueueMail(tx, {
    template: EVENT_SIGNUP_MAILS[kind],
    to: signup.email,
    data: { ...data },
    stream: 'transactional',
    dedupeKey: `${EVENT_SIGNUP_MAILS[kind]}:${signup.id}`,
  });
}
