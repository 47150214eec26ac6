import type { Metadata } from 'next';
import { env } from '@/env';
import { EventForm } from '@/features/studio/client/EventForm';
import { eventValuesOf } from '@/features/studio/forms/event-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { saveEventAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New event · Studio', robots: { index: false, follow: false } };

/** /studio/events/new: an empty event form; saving creates the event and opens it for editing. */
export default async function NewEventPage() {
  await requireRole('editor', '/studio/events/new');
  return (
    <>
      <StudioRecordHeader section="events" heading="New event" current="New event" />
      <EventForm initial={eventValuesOf(null, env.SITE_TIMEZONE)} timeZone={env.SITE_TIMEZONE} save={saveEventAction} />
    </>
  );
}
