import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioPageDocument } from '@openshiur/graphql';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { PageForm } from '@/features/studio/client/PageForm';
import { pageValuesOf } from '@/features/studio/forms/page-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { deletePageAction, savePageAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit page · Studio', robots: { index: false, follow: false } };

/** /studio/pages/{id}: a content page in any status in the form (`?saved=1` after a save says so), and its deleting. */
export default async function EditContentPage({ params, searchParams }: PageProps<'/[view]/studio/pages/[id]'>) {
  const { id } = await params;
  // The API's own rule for page addresses (a slug like about or privacy-policy).
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) || id.length > 120) notFound();
  await requireRole('editor', `/studio/pages/${id}`);
  const query = await pageQuery(params, searchParams);
  const { studioPage: page } = await loadForViewer(GetStudioPageDocument, { id });
  if (!page) notFound();
  return (
    <>
      <StudioRecordHeader
        section="pages"
        heading="Edit page"
        current={page.title}
        saved={query.saved === '1'}
        viewHref={page.status === 'Published' ? `/${page.id}` : undefined}
        hiddenNote={`It is ${page.status}: visitors do not see it.`}
      />
      <PageForm key={page.updatedAt} initial={pageValuesOf(page)} save={savePageAction} />
      <DeleteForm id={page.id} name={page.title} what="page" remove={deletePageAction} note={`Links to /${page.id} will lead nowhere.`} />
    </>
  );
}
