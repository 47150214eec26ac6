import type { Metadata } from 'next';
import { GetStudioSeriesListDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { deletedNameOf, parseRecordListState, recordListHref } from '@/features/studio/record-list-params';
import { Muted, StudioRecordList } from '@/features/studio/StudioRecordList';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Series · Studio', robots: { index: false, follow: false } };

/** /studio/series: every series by name, with the words of its name to narrow them, 25 a page. */
export default async function StudioSeriesPage({ params, searchParams }: PageProps<'/[view]/studio/series'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseRecordListState(query);
  await requireRole('editor', recordListHref('/studio/series', state, { page: state.page }));
  const { studioSeriesList } = await loadForViewer(GetStudioSeriesListDocument, { search: state.q || null, page: state.page });
  return (
    <StudioRecordList
      section="series"
      newLabel="New series"
      searchLabel="Name"
      noun={['series', 'series']}
      state={state}
      list={studioSeriesList}
      deleted={deletedNameOf(query)}
      columns={[
        { heading: 'Name', cell: (series) => <Link href={`/studio/series/${series.id}`}>{series.name}</Link> },
        { heading: 'Platform', cell: (series) => series.platform ?? <Muted>none</Muted> },
        { heading: 'Topics', cell: (series) => series.topics.join(', ') || <Muted>none</Muted> },
        { heading: 'Posts', cell: (series) => (series.postCount > 0 ? <Link href={`/studio?series=${series.id}`}>{series.postCount}</Link> : <Muted>0</Muted>) },
      ]}
    />
  );
}
