import type { Metadata } from 'next';
import { GetStudioAuthorsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { deletedNameOf, parseRecordListState, recordListHref } from '@/features/studio/record-list-params';
import { Muted, StudioRecordList } from '@/features/studio/StudioRecordList';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Authors · Studio', robots: { index: false, follow: false } };

/** /studio/authors: every author by name, with the words of their name to narrow them, 25 a page. */
export default async function StudioAuthorsPage({ params, searchParams }: PageProps<'/[view]/studio/authors'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseRecordListState(query);
  await requireRole('editor', recordListHref('/studio/authors', state, { page: state.page }));
  const { studioAuthors } = await loadForViewer(GetStudioAuthorsDocument, { search: state.q || null, page: state.page });
  return (
    <StudioRecordList
      section="authors"
      newLabel="New author"
      searchLabel="Name"
      noun={['author', 'authors']}
      state={state}
      list={studioAuthors}
      deleted={deletedNameOf(query)}
      columns={[
        { heading: 'Name', cell: (author) => <Link href={`/studio/authors/${author.id}`}>{author.plainName}</Link> },
        { heading: 'Posts', cell: (author) => (author.postCount > 0 ? <Link href={`/studio?author=${author.id}`}>{author.postCount}</Link> : <Muted>0</Muted>) },
        { heading: 'Blog entries', cell: (author) => author.blogCount || <Muted>0</Muted> },
      ]}
    />
  );
}
