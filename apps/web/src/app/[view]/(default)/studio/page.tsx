import type { Metadata } from 'next';
import { GetStudioPostsDocument } from '@openshiur/graphql';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Pagination } from '@/features/search/results/Pagination';
import { StudioFilters } from '@/features/studio/StudioFilters';
import { StudioNav } from '@/features/studio/StudioNav';
import { DeletedNotice } from '@/features/studio/DeletedNotice';
import { deletedNameOf } from '@/features/studio/record-list-params';
import { StudioPostTable } from '@/features/studio/StudioPostTable';
import { env } from '@/env';
import { requireRole } from '@/features/studio/server/studio-access';
import { parseStudioListState, studioListHref } from '@/features/studio/studio-params';
import { loadForViewer } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Editors' pages: rendered per request for the signed-in editor, never cached, never indexed.
export const instant = false;

export const metadata: Metadata = { title: 'Studio', robots: { index: false, follow: false } };

/**
 * /studio: the editors' studio (its role check: editors only; readers get the 403 page, visitors
 * without a session sign in first). Lists posts in every status, narrowed by title words, status,
 * series and author, 25 a page.
 */
export default async function StudioPage({ params, searchParams }: PageProps<'/[view]/studio'>) {
  const query = await pageQuery(params, searchParams);
  const state = parseStudioListState(query);
  const deleted = deletedNameOf(query);
  await requireRole('editor', studioListHref(state, { page: state.page }));
  const { studioPosts } = await loadForViewer(GetStudioPostsDocument, {
    filter: { search: state.q || null, status: state.status ?? null, seriesId: state.series ?? null, authorId: state.author ?? null },
    page: state.page,
  });
  const { posts, totalCount, page, pageCount } = studioPosts;
  const seriesName = posts.find((post) => post.series?.id === state.series)?.series?.name;
  const authorName = posts.flatMap((post) => post.authors).find((author) => author.id === state.author)?.name;

  return (
    <>
      <StudioNav current="posts" atList />
      <h1>Studio</h1>
      <h2>Posts</h2>
      <DeletedNotice name={deleted} />
      <p>
        <Link href="/studio/posts/new">New post</Link>
      </p>
      <StudioFilters state={state} seriesName={seriesName} authorName={authorName} />
      <p role="status" data-testid="studio-count">
        {totalCount === 0
          ? 'No posts match.'
          : `${totalCount.toLocaleString('en-US')} ${totalCount === 1 ? 'post' : 'posts'}${pageCount > 1 ? `, page ${page} of ${pageCount}` : ''}`}
      </p>
      {posts.length > 0 ? <StudioPostTable posts={posts} state={state} timeZone={env.SITE_TIMEZONE} /> : null}
      <Pagination page={page} pageCount={pageCount} href={(to) => studioListHref(state, { page: to })} />
    </>
  );
}
