import { GetEventSignupFormDocument } from '@openshiur/graphql';
import { load } from '@/server/load';
import { SignupForm } from '../client/SignupForm';
import { signUpAction } from './signup-actions';

/** What the form says about room before anyone sends it. */
export function seatNoteOf(seatsLeft: number | null): string | null {
  if (seatsLeft === null) return null;
  if (seatsLeft === 0) return "Full: you'll join the waiting list.";
  return seatsLeft === 1 ? '1 seat left.' : `${seatsLeft} seats left.`;
}

/**
 * The event page's sign-up block, shown while the event takes sign-ups. Part of the cached page
 * (its read is tagged with the event, and every sign-up expires that tag, so the seat count keeps
 * up); the API checks again when the form is sent.
 */
export async function EventSignup({ eventId }: { eventId: string }) {
  const { event } = await load(GetEventSignupFormDocument, { id: eventId });
  if (!event?.signupsOpen) return null;
  return <SignupForm eventId={event.id} seatNote={seatNoteOf(event.seatsLeft ?? null)} signUp={signUpAction} />;
}
