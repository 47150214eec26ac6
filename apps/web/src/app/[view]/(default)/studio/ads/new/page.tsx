import type { Metadata } from 'next';
import { env } from '@/env';
import { HouseAdForm } from '@/features/studio/client/HouseAdForm';
import { houseAdValuesOf } from '@/features/studio/forms/house-ad-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { saveHouseAdAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New campaign · Studio', robots: { index: false, follow: false } };

/** /studio/ads/new: an empty campaign form; saving creates the campaign and opens it for editing. */
export default async function NewHouseAdPage() {
  await requireRole('editor', '/studio/ads/new');
  return (
    <>
      <StudioRecordHeader section="ads" heading="New campaign" current="New campaign" />
      <HouseAdForm initial={houseAdValuesOf(null, env.SITE_TIMEZONE)} timeZone={env.SITE_TIMEZONE} save={saveHouseAdAction} />
    </>
  );
}
