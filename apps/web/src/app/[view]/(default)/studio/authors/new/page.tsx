import type { Metadata } from 'next';
import { AuthorForm } from '@/features/studio/client/AuthorForm';
import { authorValuesOf } from '@/features/studio/forms/author-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { saveAuthorAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New author · Studio', robots: { index: false, follow: false } };

/** /studio/authors/new: an empty author form; saving creates the author and opens them for editing. */
export default async function NewAuthorPage() {
  await requireRole('editor', '/studio/authors/new');
  return (
    <>
      <StudioRecordHeader section="authors" heading="New author" current="New author" />
      <AuthorForm initial={authorValuesOf(null)} save={saveAuthorAction} />
    </>
  );
}
