import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioSeriesDocument } from '@openshiur/graphql';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { SeriesForm } from '@/features/studio/client/SeriesForm';
import { seriesValuesOf } from '@/features/studio/forms/series-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { deleteSeriesAction, saveSeriesAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit series · Studio', robots: { index: false, follow: false } };

/** /studio/series/{id}: a series in the form (`?saved=1` after a save says so), and its deleting. */
export default async function EditSeriesPage({ params, searchParams }: PageProps<'/[view]/studio/series/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/series/${id}`);
  const query = await pageQuery(params, searchParams);
  const { studioSeries: series } = await loadForViewer(GetStudioSeriesDocument, { id });
  if (!series) notFound();
  return (
    <>
      <StudioRecordHeader section="series" heading="Edit series" current={series.name} saved={query.saved === '1'} viewHref={`/series/${series.id}`} />
      <SeriesForm key={series.updatedAt} initial={seriesValuesOf(series)} save={saveSeriesAction} />
      <DeleteForm
        id={series.id}
        name={series.name}
        what="series"
        remove={deleteSeriesAction}
        note={
          series.postCount > 0
            ? `${series.postCount} ${series.postCount === 1 ? 'post is' : 'posts are'} filed under it: move them to another series before deleting it.`
            : 'No post is filed under it.'
        }
      />
    </>
  );
}
