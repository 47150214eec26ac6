import type { Metadata } from 'next';
import { GetStudioStreamsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { formatDateTime } from '@/lib/format';
import { deletedNameOf, parseRecordListState, recordListHref } from '@/features/studio/record-list-params';
import { Muted, StudioRecordList } from '@/features/studio/StudioRecordList';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Streams · Studio', robots: { index: false, follow: false } };

/** /studio/streams: every live stream, the latest start first, with the words of its title to narrow them, 25 a page. */
export default async function StudioStreamsPage({ params, searchParams }: PageProps<'/[view]/studio/streams'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseRecordListState(query);
  await requireRole('editor', recordListHref('/studio/streams', state, { page: state.page }));
  const { studioStreams } = await loadForViewer(GetStudioStreamsDocument, { search: state.q || null, page: state.page });
  return (
    <StudioRecordList
      section="streams"
      newLabel="New stream"
      searchLabel="Title"
      noun={['stream', 'streams']}
      state={state}
      list={studioStreams}
      deleted={deletedNameOf(query)}
      columns={[
        { heading: 'Title', cell: (stream) => <Link href={`/studio/streams/${stream.id}`}>{stream.title}</Link> },
        { heading: 'Channel', cell: (stream) => stream.platform },
        { heading: 'Starts', cell: (stream) => <time dateTime={stream.startsAt}>{formatDateTime(stream.startsAt, env.SITE_TIMEZONE)}</time> },
        { heading: 'Status', cell: (stream) => stream.status },
        { heading: 'Post', cell: (stream) => (stream.postId ? <Link href={`/studio/posts/${stream.postId}`}>Post {stream.postId}</Link> : <Muted>none</Muted>) },
      ]}
    />
  );
}
