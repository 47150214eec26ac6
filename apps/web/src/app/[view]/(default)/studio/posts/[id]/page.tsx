import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioChoicesDocument, GetStudioPostDocument, GetStudioPostRevisionDocument } from '@openshiur/graphql';
import { PostForm } from '@/features/studio/client/PostForm';
import { RevisionHistory } from '@/features/studio/RevisionHistory';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { StudioBreadcrumb } from '@/features/studio/StudioBreadcrumb';
import { StudioNav } from '@/features/studio/StudioNav';
import { deletePostAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { savePostAction } from '@/features/studio/server/save-post-action';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { formatDateTime } from '@/lib/format';
import { loadForViewer } from '@/server/load';
import { uploadSettings } from '@/features/media/server/media-config';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit post · Studio', robots: { index: false, follow: false } };

/**
 * /studio/posts/{id}: a post in any status, in the form, with its history. `?saved=1` after a save
 * says so; `?restore={n}` fills the form with version n, which saving restores.
 */
export default async function EditPostPage({ params, searchParams }: PageProps<'/[view]/studio/posts/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/posts/${id}`);
  const query = await pageQuery(params, searchParams);
  const restore = typeof query.restore === 'string' && /^[1-9]\d{0,5}$/.test(query.restore) ? Number(query.restore) : null;
  const [{ studioPost: post }, { studioChoices }, restoring] = await Promise.all([
    loadForViewer(GetStudioPostDocument, { id }),
    loadForViewer(GetStudioChoicesDocument, {}),
    restore === null ? null : loadForViewer(GetStudioPostRevisionDocument, { id, revision: restore }),
  ]);
  if (!post) notFound();
  const revision = restoring?.studioPostRevision ?? null;
  return (
    <>
      <StudioNav current="posts" />
      <StudioBreadcrumb current={post.title} />
      <h1>Edit post</h1>
      {query.saved === '1' ? (
        <p role="status" data-testid="saved">
          Saved.{' '}
          {post.status === 'Published' ? (
            <Link href={`/p/${post.id}`}>View it on the site</Link>
          ) : post.status === 'Scheduled' && post.scheduledFor ? (
            `It goes live on ${formatDateTime(post.scheduledFor, env.SITE_TIMEZONE)}.`
          ) : (
            `It is ${post.status}: visitors do not see it.`
          )}
        </p>
      ) : null}
      {restore !== null ? (
        <p role="status" data-testid="restoring">
          {revision
            ? `The form shows version ${revision.revision}, saved ${formatDateTime(revision.savedAt, env.SITE_TIMEZONE)} by ${revision.savedBy}. Save to restore it; nothing changes until you do.`
            : `This post has no version ${restore}; the form shows the current one.`}{' '}
          <Link href={`/studio/posts/${post.id}`}>Back to the current version</Link>
        </p>
      ) : null}
      <PostForm
        // A new form (not React's reset of the old one) when switching between versions.
        key={revision ? `revision-${revision.revision}` : 'current'}
        post={revision ? revision.post : post}
        series={studioChoices.series}
        authors={studioChoices.authors}
        timeZone={env.SITE_TIMEZONE}
        save={savePostAction}
        uploads={uploadSettings()}
        justSaved={query.saved === '1'}
      />
      <RevisionHistory postId={post.id} revisions={post.revisions} timeZone={env.SITE_TIMEZONE} />
      <DeleteForm
        id={post.id}
        name={post.title}
        what="post"
        remove={deletePostAction}
        note="Its history, credits and listeners' progress go with it; to take it off the site but keep it, make it Inactive."
      />
    </>
  );
}
