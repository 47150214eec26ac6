import type { CalendarEvent } from '@openshiur/db';
import type {
  EventResolvers,
  EventSignup,
  EventSignupLink,
  EventSignupState,
  MutationResolvers,
  QueryResolvers,
  StudioEventResolvers,
} from '../../generated/resolvers';
import type { GraphQLContext } from '../context';
import { parseEventSignupInput } from '../args/event-signup-input';
import { parseNumericId } from '../args/ids';
import { badUserInput, ErrorCode, graphQLError } from '../errors';
import {
  cancelEventSignup,
  listEventSignups,
  readEventSignup,
  seatsIn,
  signUpForEvent,
  takesSignups,
  type Cancellation,
  type EventSignupRow,
} from '../queries/event-signups';
import { requireActor } from '../roles';
import { reportContentChange } from './content-changed';

/** What the cancel links of sign-up mails are signed for: a token made for anything else is refused. */
export const EVENT_SIGNUP_CANCEL_PURPOSE = 'event-signup-cancel';

const stateOf = (state: EventSignupRow['state']): EventSignupState => state.toUpperCase() as EventSignupState;

const toEventSignup = (row: EventSignupRow): EventSignup => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  seats: row.seats,
  state: stateOf(row.state),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const toLink = (signup: EventSignupRow, event: CalendarEvent): EventSignupLink => ({
  eventId: String(event.id),
  eventTitle: event.title,
  eventStartsAt: event.startsAt,
  name: signup.name,
  seats: signup.seats,
  state: stateOf(signup.state),
});

/** The sign-up id a cancel link names, or null when the token is not genuine, expired or for something else. */
async function signupOfToken(ctx: GraphQLContext, token: string): Promise<number | null> {
  if (!ctx.linkTokens) throw graphQLError(ErrorCode.ServiceUnavailable, 'This server cannot check mail links');
  const verified = await ctx.linkTokens.verify(token, EVENT_SIGNUP_CANCEL_PURPOSE);
  return verified && /^[1-9]\d{0,9}$/.test(verified.subject) ? Number(verified.subject) : null;
}

/** After a cancellation: mail the promoted, and refresh the event page's seat count. */
async function afterCancellation(ctx: GraphQLContext, cancellation: Cancellation): Promise<void> {
  if (!cancellation.changed) return;
  if (cancellation.promoted > 0) ctx.mailQueued();
  await reportContentChange(ctx, { type: 'event', id: String(cancellation.event.id), change: 'updated' });
}

/** The event page's sign-up state (public events only reach here: see query-events.ts). */
export const Event: Pick<EventResolvers, 'signupsOpen' | 'seatsLeft'> = {
  signupsOpen: (event) => takesSignups(event, new Date()),
  seatsLeft: async (event, _args, ctx) =>
    event.capacity === null ? null : Math.max(0, event.capacity - (await seatsIn(ctx.db, event.id, 'confirmed'))),
};

/** The studio's view of an event's sign-ups (the StudioEvent queries check the editor role). */
export const StudioEvent: Pick<StudioEventResolvers, 'confirmedSeats' | 'waitlistedSeats' | 'signups'> = {
  confirmedSeats: (event, _args, ctx) => seatsIn(ctx.db, event.id, 'confirmed'),
  waitlistedSeats: (event, _args, ctx) => seatsIn(ctx.db, event.id, 'waitlisted'),
  signups: async (event, _args, ctx) => (await listEventSignups(ctx.db, event.id)).map(toEventSignup),
};

export const eventSignupQueries: Pick<QueryResolvers, 'eventSignupByToken'> = {
  eventSignupByToken: async (_parent, { token }, ctx) => {
    const id = await signupOfToken(ctx, token);
    const found = id === null ? null : await readEventSignup(ctx.db, id);
    return found ? toLink(found.signup, found.event) : null;
  },
};

export const eventSignupMutations: Pick<MutationResolvers, 'signUpForEvent' | 'cancelEventSignup' | 'studioCancelEventSignup'> = {
  signUpForEvent: async (_parent, { input }, ctx) => {
    const signup = await signUpForEvent(ctx.db, parseEventSignupInput(input));
    // Stored with its mail: send it now rather than at the runner's next tick.
    ctx.mailQueued();
    await reportContentChange(ctx, { type: 'event', id: String(signup.eventId), change: 'updated' });
    return { eventId: String(signup.eventId), state: stateOf(signup.state), seats: signup.seats };
  },
  cancelEventSignup: async (_parent, { token }, ctx) => {
    const id = await signupOfToken(ctx, token);
    if (id === null) throw badUserInput('This link is not valid or has expired', 'token');
    const cancellation = await cancelEventSignup(ctx.db, id);
    await afterCancellation(ctx, cancellation);
    return toLink(cancellation.signup, cancellation.event);
  },
  studioCancelEventSignup: async (_parent, { id }, ctx) => {
    const actor = await requireActor(ctx, 'editor');
    const cancellation = await cancelEventSignup(ctx.db, parseNumericId(id), actor);
    await afterCancellation(ctx, cancellation);
    return toEventSignup(cancellation.signup);
  },
};
