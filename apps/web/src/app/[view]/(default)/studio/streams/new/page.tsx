import type { Metadata } from 'next';
import { env } from '@/env';
import { StreamForm } from '@/features/studio/client/StreamForm';
import { streamValuesOf } from '@/features/studio/forms/stream-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { saveStreamAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New stream · Studio', robots: { index: false, follow: false } };

/** /studio/streams/new: an empty stream form; saving creates the stream and opens it for editing. */
export default async function NewStreamPage() {
  await requireRole('editor', '/studio/streams/new');
  return (
    <>
      <StudioRecordHeader section="streams" heading="New stream" current="New stream" />
      <StreamForm initial={streamValuesOf(null, env.SITE_TIMEZONE)} timeZone={env.SITE_TIMEZONE} save={saveStreamAction} />
    </>
  );
}
