import type { Metadata } from 'next';
import { GetStudioChoicesDocument } from '@openshiur/graphql';
import { PostForm } from '@/features/studio/client/PostForm';
import { StudioBreadcrumb } from '@/features/studio/StudioBreadcrumb';
import { StudioNav } from '@/features/studio/StudioNav';
import { requireRole } from '@/features/studio/server/studio-access';
import { savePostAction } from '@/features/studio/server/save-post-action';
import { env } from '@/env';
import { loadForViewer } from '@/server/load';
import { uploadSettings } from '@/features/media/server/media-config';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'New post · Studio', robots: { index: false, follow: false } };

/** /studio/posts/new: an empty post form; saving creates the post and opens it for editing. */
export default async function NewPostPage() {
  await requireRole('editor', '/studio/posts/new');
  const { studioChoices } = await loadForViewer(GetStudioChoicesDocument, {});
  return (
    <>
      <StudioNav current="posts" />
      <StudioBreadcrumb current="New post" />
      <h1>New post</h1>
      <PostForm post={null} series={studioChoices.series} authors={studioChoices.authors} timeZone={env.SITE_TIMEZONE} save={savePostAction} uploads={uploadSettings()} />
    </>
  );
}
