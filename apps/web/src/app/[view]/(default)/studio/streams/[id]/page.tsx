import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GetStudioStreamDocument } from '@openshiur/graphql';
import { platforms } from '@openshiur/reference-data';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { DeleteForm } from '@/features/studio/client/DeleteForm';
import { StreamForm } from '@/features/studio/client/StreamForm';
import { streamValuesOf } from '@/features/studio/forms/stream-form';
import { StudioRecordHeader } from '@/features/studio/StudioRecordHeader';
import { deleteStreamAction, saveStreamAction } from '@/features/studio/server/content-actions';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Edit stream · Studio', robots: { index: false, follow: false } };

/** /studio/streams/{id}: a stream in the form (`?saved=1` after a save says so), its post once made, and its deleting. */
export default async function EditStreamPage({ params, searchParams }: PageProps<'/[view]/studio/streams/[id]'>) {
  const { id } = await params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  await requireRole('editor', `/studio/streams/${id}`);
  const query = await pageQuery(params, searchParams);
  const { studioStream: stream } = await loadForViewer(GetStudioStreamDocument, { id });
  if (!stream) notFound();
  const platformId = platforms.find((platform) => platform.name === stream.platform)?.id;
  return (
    <>
      <StudioRecordHeader
        section="streams"
        heading="Edit stream"
        current={stream.title}
        saved={query.saved === '1'}
        viewHref={platformId ? `/channels#${platformId}` : undefined}
      />
      {stream.postId ? (
        <p>
          Its recording is a post: <Link href={`/studio/posts/${stream.postId}`}>edit the post</Link>.
        </p>
      ) : null}
      <StreamForm key={stream.updatedAt} initial={streamValuesOf(stream, env.SITE_TIMEZONE)} timeZone={env.SITE_TIMEZONE} save={saveStreamAction} />
      <DeleteForm id={stream.id} name={stream.title} what="stream" remove={deleteStreamAction} />
    </>
  );
}
