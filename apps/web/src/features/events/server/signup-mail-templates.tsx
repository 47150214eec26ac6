import { z } from 'zod';
import type { EventSignupMailData } from '@openshiur/graphql/server';
import { formatDateTime } from '@/lib/format';
import { defineMailTemplate, type MailContent } from '@/features/mail/server/mail-template';
import { MailButton, MailHeading, MailText } from '@/features/mail/templates/parts';
import { eventIcsDocument, type CalendarSite } from '@/server/ics/event-ics';

/** What the outbox row holds (queued by the API: packages/graphql queries/event-signup-mail.ts). */
const dataSchema: z.ZodType<EventSignupMailData> = z.object({
  signupId: z.number().int().positive(),
  name: z.string(),
  seats: z.number().int().positive(),
  event: z.object({
    id: z.number().int().positive(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    location: z.string().nullable(),
    description: z.string().nullable(),
  }),
});

export interface SignupMailLinks {
  /** The signed link that cancels the sign-up (made when the mail is rendered, never stored). */
  cancel(signupId: number): Promise<string>;
  /** The site the .ics points at (its UID is `event-{id}@{host}`, as the event page's own .ics). */
  site: CalendarSite;
  timeZone: string;
}

const seatsText = (seats: number) => (seats === 1 ? '1 seat' : `${seats} seats`);

/** The event as an .ics attachment, so it lands in the recipient's calendar with one click. */
function calendarAttachment(data: EventSignupMailData, links: SignupMailLinks): NonNullable<MailContent['attachments']>[number] {
  return {
    filename: 'event.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    // The shared writer (the event page's download is the same document).
    content: eventIcsDocument(data.event, links.site),
  };
}

/**
 * The three mails of a sign-up: confirmed (with the event's .ics), on the waiting list, and moved
 * up from it (with the .ics). Each carries the signed link that cancels it. Sentences are single
 * template literals: React Email puts `<!-- -->` between JSX text pieces.
 */
export function createEventSignupMailTemplates(links: SignupMailLinks) {
  const when = (data: EventSignupMailData) =>
    `${formatDateTime(data.event.startsAt, links.timeZone)}${data.event.location ? `, ${data.event.location}` : ''}`;
  const cancelPart = async (data: EventSignupMailData, what: string) => (
    <>
      <MailText>{`Can't come after all? Cancel ${what}, so that someone on the waiting list can have the seats:`}</MailText>
      <MailButton href={await links.cancel(data.signupId)}>Cancel my sign-up</MailButton>
    </>
  );
  return {
    'event-signup-confirmed': defineMailTemplate({
      data: dataSchema,
      compose: async (data) => ({
        subject: `You're signed up: ${data.event.title}`,
        preview: `${seatsText(data.seats)}, ${when(data)}`,
        body: (
          <>
            <MailHeading>{`You're signed up, ${data.name}`}</MailHeading>
            <MailText>{`We have kept ${seatsText(data.seats)} for you at ${data.event.title}: ${when(data)}.`}</MailText>
            <MailText>The attached event.ics adds it to your calendar.</MailText>
            {await cancelPart(data, 'your sign-up')}
          </>
        ),
        attachments: [calendarAttachment(data, links)],
      }),
    }),
    'event-signup-waitlisted': defineMailTemplate({
      data: dataSchema,
      compose: async (data) => ({
        subject: `On the waiting list: ${data.event.title}`,
        preview: `We'll write when ${seatsText(data.seats)} free up.`,
        body: (
          <>
            <MailHeading>{`You're on the waiting list, ${data.name}`}</MailHeading>
            <MailText>{`${data.event.title} (${when(data)}) is full just now. You're on the waiting list for ${seatsText(data.seats)}; we'll write as soon as they free up.`}</MailText>
            {await cancelPart(data, 'your place on the waiting list')}
          </>
        ),
      }),
    }),
    'event-signup-promoted': defineMailTemplate({
      data: dataSchema,
      compose: async (data) => ({
        subject: `A place for you: ${data.event.title}`,
        preview: `${seatsText(data.seats)} freed up, ${when(data)}`,
        body: (
          <>
            <MailHeading>{`Good news, ${data.name}: you have a place`}</MailHeading>
            <MailText>{`Seats freed up, and we have kept ${seatsText(data.seats)} for you at ${data.event.title}: ${when(data)}.`}</MailText>
            <MailText>The attached event.ics adds it to your calendar.</MailText>
            {await cancelPart(data, 'your sign-up')}
          </>
        ),
        attachments: [calendarAttachment(data, links)],
      }),
    }),
  };
}
