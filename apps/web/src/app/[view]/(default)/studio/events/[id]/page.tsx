import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioEventDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { EventForm } from '@/features/studio/client/EventForm';
import { eventValuesOf } from '@/features/studio/forms/event-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { SignupSummary } from '@/features/studio/SignupSummary';
import { deleteEventAction, saveEventAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit event · Studio', robots: { index: false, follow: false } };

/** /studio/events/{id}: an event in the form (`?saved=1` after a save says so), and its deleting. */
export default async function EditEventPage({ params, searchParams }: PageProps<'/[view]/studio/events/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/events/${id}`);
  const query = await pageQuery(params, searchParams);
  const { studioEvent: event } = await loadForViewer(GetStudioEventDocument, { id });
  if (!event) notFound();
  return (
    <>
      <StudioRecordHeader
        section="events"
        heading="Edit event"
        current={event.title}
        saved={query.saved === '1'}
        viewHref={event.status === 'Published' ? `/events/${event.id}` : undefined}
        hiddenNote="Visitors will see it once it is Published."
      />
      <p>
        <SignupSummary event={event} />
      </p>
      <EventForm key={event.updatedAt} initial={eventValuesOf(event, env.SITE_TIMEZONE)} timeZone={env.SITE_TIMEZONE} save={saveEventAction} />
      <DeleteForm id={event.id} name={event.title} what="event" remove={deleteEventAction} />
    </>
  );
}
