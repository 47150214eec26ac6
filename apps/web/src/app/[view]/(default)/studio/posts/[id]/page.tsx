import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioChoicesDocument, GetStudioPostDocument } from '@openshiur/graphql';
import { PostForm } from '@/features/studio/client/PostForm';
import { StudioBreadcrumb } from '@/features/studio/StudioBreadcrumb';
import { requireRole } from '@/features/studio/server/studio-access';
import { savePostAction } from '@/features/studio/server/save-post-action';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { loadForViewer } from '@/server/load';
import { uploadSettings } from '@/features/media/server/media-config';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit post · Studio', robots: { index: false, follow: false } };

/** /studio/posts/{id}: a post in any status, in the form; `?saved=1` after a save says so. */
export default async function EditPostPage({ params, searchParams }: PageProps<'/[view]/studio/posts/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/posts/${id}`);
  const query = await pageQuery(params, searchParams);
  const [{ studioPost: post }, { studioChoices }] = await Promise.all([
    loadForViewer(GetStudioPostDocument, { id }),
    loadForViewer(GetStudioChoicesDocument, {}),
  ]);
  if (!post) notFound();
  return (
    <>
      <StudioBreadcrumb current={post.title} />
      <h1>Edit post</h1>
      {query.saved === '1' ? (
        <p role="status" data-testid="saved">
          Saved.{' '}
          {post.status === 'Published' ? <Link href={`/p/${post.id}`}>View it on the site</Link> : `It is ${post.status}: visitors do not see it.`}
        </p>
      ) : null}
      <PostForm post={post} series={studioChoices.series} authors={studioChoices.authors} save={savePostAction} uploads={uploadSettings()} />
    </>
  );
}
