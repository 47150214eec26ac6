import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioAuthorDocument } from '@openshiur/graphql';
import { AuthorForm } from '@/features/studio/client/AuthorForm';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { authorValuesOf } from '@/features/studio/forms/author-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { deleteAuthorAction, saveAuthorAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit author · Studio', robots: { index: false, follow: false } };

/** /studio/authors/{id}: an author in the form (`?saved=1` after a save says so), and their deleting. */
export default async function EditAuthorPage({ params, searchParams }: PageProps<'/[view]/studio/authors/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/authors/${id}`);
  const query = await pageQuery(params, searchParams);
  const { studioAuthor: author } = await loadForViewer(GetStudioAuthorDocument, { id });
  if (!author) notFound();
  const uses = author.postCount + author.blogCount;
  return (
    <>
      <StudioRecordHeader section="authors" heading="Edit author" current={author.plainName} saved={query.saved === '1'} viewHref={`/author/${author.id}`} />
      <AuthorForm key={author.updatedAt} initial={authorValuesOf(author)} save={saveAuthorAction} />
      <DeleteForm
        id={author.id}
        name={author.plainName}
        what="author"
        remove={deleteAuthorAction}
        note={
          uses > 0
            ? `${author.postCount} posts and ${author.blogCount} blog entries credit them: credit someone else before deleting them.`
            : 'No post or blog entry credits them.'
        }
      />
    </>
  );
}
