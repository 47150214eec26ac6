import type { Metadata } from 'next';
import { GetStudioBlogsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDate } from '@/lib/format';
import { deletedNameOf, parseRecordListState, recordListHref } from '@/features/studio/record-list-params';
import { Muted, StudioRecordList } from '@/features/studio/StudioRecordList';
import { requireRole } from '@/features/studio/server/studio-access';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Blog · Studio', robots: { index: false, follow: false } };

/** /studio/blogs: blog entries in every status, the latest change first, 25 a page. */
export default async function StudioBlogsPage({ params, searchParams }: PageProps<'/[view]/studio/blogs'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseRecordListState(query);
  await requireRole('editor', recordListHref('/studio/blogs', state, { page: state.page }));
  const { studioBlogs } = await loadForViewer(GetStudioBlogsDocument, { search: state.q || null, page: state.page });
  return (
    <StudioRecordList
      section="blogs"
      newLabel="New blog entry"
      searchLabel="Title"
      noun={['blog entry', 'blog entries']}
      state={state}
      list={studioBlogs}
      deleted={deletedNameOf(query)}
      columns={[
        { heading: 'Title', cell: (blog) => <Link href={`/studio/blogs/${blog.id}`}>{blog.title}</Link> },
        { heading: 'Status', cell: (blog) => blog.status },
        { heading: 'Author', cell: (blog) => blog.author?.name ?? <Muted>none</Muted> },
        { heading: 'Changed', cell: (blog) => <time dateTime={blog.updatedAt}>{formatDate(blog.updatedAt)}</time> },
      ]}
    />
  );
}
