import type { Metadata } from 'next';
import { GetStudioChoicesDocument } from '@openshiur/graphql';
import { BlogForm } from '@/features/studio/client/BlogForm';
import { blogValuesOf } from '@/features/studio/forms/blog-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { saveBlogAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New blog entry · Studio', robots: { index: false, follow: false } };

/** /studio/blogs/new: an empty blog entry form; saving creates the entry and opens it for editing. */
export default async function NewBlogPage() {
  await requireRole('editor', '/studio/blogs/new');
  const { studioChoices } = await loadForViewer(GetStudioChoicesDocument, {});
  return (
    <>
      <StudioRecordHeader section="blogs" heading="New blog entry" current="New blog entry" />
      <BlogForm initial={blogValuesOf(null)} authors={studioChoices.authors} save={saveBlogAction} />
    </>
  );
}
