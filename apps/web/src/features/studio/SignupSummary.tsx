import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { StudioEventFieldsFragment } from '@openshiur/graphql';

type Summarised = Pick<StudioEventFieldsFragment, 'id' | 'signupsOpen' | 'capacity' | 'confirmedSeats' | 'waitlistedSeats'>;

/** An event's sign-ups in a line ("12 of 60 seats, 3 waiting"), linking to the list of them. */
export function SignupSummary({ event }: { event: Summarised }) {
  const seats = event.capacity === null ? `${event.confirmedSeats} seats` : `${event.confirmedSeats} of ${event.capacity} seats`;
  const waiting = event.waitlistedSeats > 0 ? `, ${event.waitlistedSeats} waiting` : '';
  return (
    <>
      <Link href={`/studio/events/${event.id}/signups`}>
        Sign-ups: {`${seats}${waiting}`}
      </Link>
      {event.signupsOpen ? null : ' (closed)'}
    </>
  );
}
