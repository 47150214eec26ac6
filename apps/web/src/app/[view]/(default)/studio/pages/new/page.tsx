import type { Metadata } from 'next';
import { PageForm } from '@/features/studio/client/PageForm';
import { pageValuesOf } from '@/features/studio/forms/page-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { savePageAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New page · Studio', robots: { index: false, follow: false } };

/** /studio/pages/new: an empty page form with its address; saving creates the page and opens it for editing. */
export default async function NewContentPage() {
  await requireRole('editor', '/studio/pages/new');
  return (
    <>
      <StudioRecordHeader section="pages" heading="New page" current="New page" />
      <PageForm initial={pageValuesOf(null)} save={savePageAction} />
    </>
  );
}
