import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioBlogDocument, GetStudioChoicesDocument } from '@openshiur/graphql';
import { BlogForm } from '@/features/studio/client/BlogForm';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { blogValuesOf } from '@/features/studio/forms/blog-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { deleteBlogAction, saveBlogAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit blog entry · Studio', robots: { index: false, follow: false } };

/** /studio/blogs/{id}: a blog entry in any status in the form (`?saved=1` after a save says so), and its deleting. */
export default async function EditBlogPage({ params, searchParams }: PageProps<'/[view]/studio/blogs/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/blogs/${id}`);
  const query = await pageQuery(params, searchParams);
  const [{ studioBlog: blog }, { studioChoices }] = await Promise.all([
    loadForViewer(GetStudioBlogDocument, { id }),
    loadForViewer(GetStudioChoicesDocument, {}),
  ]);
  if (!blog) notFound();
  return (
    <>
      <StudioRecordHeader
        section="blogs"
        heading="Edit blog entry"
        current={blog.title}
        saved={query.saved === '1'}
        viewHref={blog.status === 'Published' ? `/blogs/${blog.id}` : undefined}
        hiddenNote={`It is ${blog.status}: visitors do not see it.`}
      />
      <BlogForm key={blog.updatedAt} initial={blogValuesOf(blog)} authors={studioChoices.authors} save={saveBlogAction} />
      <DeleteForm id={blog.id} name={blog.title} what="blog entry" remove={deleteBlogAction} />
    </>
  );
}
