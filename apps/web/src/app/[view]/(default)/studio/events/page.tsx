import type { Metadata } from 'next';
import { GetStudioEventsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { formatDateTime } from '@/lib/format';
import { deletedNameOf, parseRecordListState, recordListHref } from '@/features/studio/record-list-params';
import { Muted, StudioRecordList } from '@/features/studio/StudioRecordList';
import { SignupSummary } from '@/features/studio/SignupSummary';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Events · Studio', robots: { index: false, follow: false } };

/** /studio/events: every event, the latest start first, with the words of its title to narrow them, 25 a page. */
export default async function StudioEventsPage({ params, searchParams }: PageProps<'/[view]/studio/events'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseRecordListState(query);
  await requireRole('editor', recordListHref('/studio/events', state, { page: state.page }));
  const { studioEvents } = await loadForViewer(GetStudioEventsDocument, { search: state.q || null, page: state.page });
  return (
    <StudioRecordList
      section="events"
      newLabel="New event"
      searchLabel="Title"
      noun={['event', 'events']}
      state={state}
      list={studioEvents}
      deleted={deletedNameOf(query)}
      columns={[
        { heading: 'Title', cell: (event) => <Link href={`/studio/events/${event.id}`}>{event.title}</Link> },
        { heading: 'Starts', cell: (event) => <time dateTime={event.startsAt}>{formatDateTime(event.startsAt, env.SITE_TIMEZONE)}</time> },
        { heading: 'Location', cell: (event) => event.location ?? <Muted>none</Muted> },
        { heading: 'Status', cell: (event) => event.status },
        { heading: 'Sign-ups', cell: (event) => <SignupSummary event={event} /> },
      ]}
    />
  );
}
