import type { Metadata } from 'next';
import { GetStudioPagesDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDate } from '@/lib/format';
import { deletedNameOf, parseRecordListState, recordListHref } from '@/features/studio/record-list-params';
import { StudioRecordList } from '@/features/studio/StudioRecordList';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Pages · Studio', robots: { index: false, follow: false } };

/** /studio/pages: the content pages (about, privacy-policy, …) in every status, the latest change first. */
export default async function StudioPagesPage({ params, searchParams }: PageProps<'/[view]/studio/pages'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseRecordListState(query);
  await requireRole('editor', recordListHref('/studio/pages', state, { page: state.page }));
  const { studioPages } = await loadForViewer(GetStudioPagesDocument, { search: state.q || null, page: state.page });
  return (
    <StudioRecordList
      section="pages"
      newLabel="New page"
      searchLabel="Title or address"
      noun={['page', 'pages']}
      state={state}
      list={studioPages}
      deleted={deletedNameOf(query)}
      columns={[
        { heading: 'Title', cell: (page) => <Link href={`/studio/pages/${page.id}`}>{page.title}</Link> },
        { heading: 'Address', cell: (page) => `/${page.id}` },
        { heading: 'Status', cell: (page) => page.status },
        { heading: 'Changed', cell: (page) => <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time> },
      ]}
    />
  );
}
