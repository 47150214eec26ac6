import type { Metadata } from 'next';
import { TagForm } from '@/features/studio/client/TagForm';
import { tagValuesOf } from '@/features/studio/forms/tag-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { saveTagAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New tag · Studio', robots: { index: false, follow: false } };

/** /studio/tags/new: an empty tag form; saving creates the tag and opens it for editing. */
export default async function NewTagPage() {
  await requireRole('editor', '/studio/tags/new');
  return (
    <>
      <StudioRecordHeader section="tags" heading="New tag" current="New tag" />
      <TagForm initial={tagValuesOf(null)} save={saveTagAction} />
    </>
  );
}
