import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioEventSignupsDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { formatDateTime } from '@/lib/format';
import { StudioBreadcrumb } from '@/features/studio/StudioBreadcrumb';
import { StudioNav } from '@/features/studio/StudioNav';
import { StudioTable as Table } from '@/features/studio/StudioPostTable';
import { cancelSignupAction } from '@/features/studio/server/event-signup-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Sign-ups · Studio', robots: { index: false, follow: false } };

const STATE_LABELS = { CONFIRMED: 'Confirmed', WAITLISTED: 'Waiting list', CANCELLED: 'Cancelled' } as const;

/** /studio/events/{id}/signups: who signed up, in arrival order, each live one with a Cancel button. */
export default async function EventSignupsPage({ params, searchParams }: PageProps<'/[view]/studio/events/[id]/signups'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/events/${id}/signups`);
  const query = await pageQuery(params, searchParams);
  const { studioEvent: event } = await loadForViewer(GetStudioEventSignupsDocument, { id });
  if (!event) notFound();
  const cancelled = event.signups.find((signup) => signup.id === query.cancelled);
  return (
    <>
      <StudioNav current="events" />
      <StudioBreadcrumb section="events" current={event.title} />
      <h1>Sign-ups: {event.title}</h1>
      <p>
        {event.capacity === null ? `${event.confirmedSeats} seats taken (no limit)` : `${event.confirmedSeats} of ${event.capacity} seats taken`}
        {`, ${event.waitlistedSeats} on the waiting list.`}
      </p>
      {event.signups.length > 0 ? (
        <p>
          <a href={`/studio/events/${event.id}/signups.csv`} download>
            Download as CSV
          </a>
        </p>
      ) : null}
      {cancelled ? (
        <p role="status" data-testid="signup-cancelled">
          {`Cancelled the sign-up of ${cancelled.name}.`}
        </p>
      ) : null}
      {query.problem ? <p role="alert">The sign-up could not be cancelled. Try again in a moment.</p> : null}
      {event.signups.length === 0 ? (
        <p>No sign-ups yet.</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Seats</th>
              <th scope="col">State</th>
              <th scope="col">Signed up</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {event.signups.map((signup) => (
              <tr key={signup.id}>
                <td>{signup.name}</td>
                <td>
                  <a href={`mailto:${signup.email}`}>{signup.email}</a>
                </td>
                <td>{signup.seats}</td>
                <td>{STATE_LABELS[signup.state]}</td>
                <td>
                  <time dateTime={signup.createdAt}>{formatDateTime(signup.createdAt, env.SITE_TIMEZONE)}</time>
                </td>
                <td>
                  {signup.state === 'CANCELLED' ? null : (
                    <form action={cancelSignupAction}>
                      <input type="hidden" name="eventId" value={event.id} />
                      <input type="hidden" name="signupId" value={signup.id} />
                      <button type="submit" aria-label={`Cancel the sign-up of ${signup.name}`}>
                        Cancel
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
