import type { Metadata } from 'next';
import { GetStudioTagsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { deletedNameOf, parseRecordListState, recordListHref } from '@/features/studio/record-list-params';
import { Muted, StudioRecordList } from '@/features/studio/StudioRecordList';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Tags · Studio', robots: { index: false, follow: false } };

/** /studio/tags: every tag by name, with the words of its name to narrow them, 25 a page. */
export default async function StudioTagsPage({ params, searchParams }: PageProps<'/[view]/studio/tags'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseRecordListState(query);
  await requireRole('editor', recordListHref('/studio/tags', state, { page: state.page }));
  const { studioTags } = await loadForViewer(GetStudioTagsDocument, { search: state.q || null, page: state.page });
  return (
    <StudioRecordList
      section="tags"
      newLabel="New tag"
      searchLabel="Name"
      noun={['tag', 'tags']}
      state={state}
      list={studioTags}
      deleted={deletedNameOf(query)}
      columns={[
        { heading: 'Name', cell: (tag) => <Link href={`/studio/tags/${tag.id}`}>{tag.name}</Link> },
        { heading: 'Address', cell: (tag) => <Link href={`/tag/${tag.slug}`}>/tag/{tag.slug}</Link> },
        { heading: 'Posts', cell: (tag) => tag.postCount || <Muted>0</Muted> },
      ]}
    />
  );
}
