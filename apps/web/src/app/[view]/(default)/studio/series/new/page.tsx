import type { Metadata } from 'next';
import { SeriesForm } from '@/features/studio/client/SeriesForm';
import { seriesValuesOf } from '@/features/studio/forms/series-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { saveSeriesAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New series · Studio', robots: { index: false, follow: false } };

/** /studio/series/new: an empty series form; saving creates the series and opens it for editing. */
export default async function NewSeriesPage() {
  await requireRole('editor', '/studio/series/new');
  return (
    <>
      <StudioRecordHeader section="series" heading="New series" current="New series" />
      <SeriesForm initial={seriesValuesOf(null)} save={saveSeriesAction} />
    </>
  );
}
