import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioTagDocument } from '@openshiur/graphql';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { TagForm } from '@/features/studio/client/TagForm';
import { tagValuesOf } from '@/features/studio/forms/tag-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { deleteTagAction, saveTagAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit tag · Studio', robots: { index: false, follow: false } };

/** /studio/tags/{id}: a tag in the form (`?saved=1` after a save says so), and its deleting. */
export default async function EditTagPage({ params, searchParams }: PageProps<'/[view]/studio/tags/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/tags/${id}`);
  const query = await pageQuery(params, searchParams);
  const { studioTag: tag } = await loadForViewer(GetStudioTagDocument, { id });
  if (!tag) notFound();
  return (
    <>
      <StudioRecordHeader section="tags" heading="Edit tag" current={tag.name} saved={query.saved === '1'} viewHref={`/tag/${tag.slug}`} />
      <TagForm key={tag.name} initial={tagValuesOf(tag)} save={saveTagAction} />
      <DeleteForm
        id={tag.id}
        name={tag.name}
        what="tag"
        remove={deleteTagAction}
        note={tag.postCount > 0 ? `Deleting it takes it off the ${tag.postCount} ${tag.postCount === 1 ? 'post' : 'posts'} that carry it.` : 'No post carries it.'}
      />
    </>
  );
}
