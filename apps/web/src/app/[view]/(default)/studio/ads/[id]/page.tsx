import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioHouseAdDocument } from '@openshiur/graphql';
import { env } from '@/env';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { HouseAdForm } from '@/features/studio/client/HouseAdForm';
import { houseAdValuesOf } from '@/features/studio/forms/house-ad-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { deleteHouseAdAction, saveHouseAdAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit campaign · Studio', robots: { index: false, follow: false } };

/** /studio/ads/{id}: a house-ad campaign in the form (`?saved=1` after a save says so), and its deleting. */
export default async function EditHouseAdPage({ params, searchParams }: PageProps<'/[view]/studio/ads/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/ads/${id}`);
  const query = await pageQuery(params, searchParams);
  const { studioHouseAd: ad } = await loadForViewer(GetStudioHouseAdDocument, { id });
  if (!ad) notFound();
  return (
    <>
      <StudioRecordHeader
        section="ads"
        heading="Edit campaign"
        current={ad.title}
        saved={query.saved === '1'}
        hiddenNote={ad.status === 'Active' ? 'Slots show it to visitors who accept advertising cookies, within a minute.' : 'Slots show it once it is Active.'}
      />
      <HouseAdForm key={ad.updatedAt} initial={houseAdValuesOf(ad, env.SITE_TIMEZONE)} timeZone={env.SITE_TIMEZONE} save={saveHouseAdAction} />
      <DeleteForm id={ad.id} name={ad.title} what="campaign" remove={deleteHouseAdAction} />
    </>
  );
}
