import styled from 'styled-components';
import { GetSeriesPostPageDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { SectionedPostList } from '@/components/shiur-lists/SectionedPostList';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Pagination } from '@/features/search/results/Pagination';
import { pageParam } from '@/lib/page-param';
import { pageOfPosition, sectionAnchor } from '@/components/shiur-lists/section-runs';
import { seriesOrderLabel } from '@/features/series-and-authors/series-order-label';
import { loadRecord } from '@/server/load';
import { wrappingRow } from '@/components/shiur-lists/panels';

export const SERIES_PAGE_SIZE = 20;

/** The address of one page of a series (the first page is the series' own address). */
export const seriesPageHref = (seriesId: string, page: number) => (page > 1 ? `/series/${seriesId}?page=${page}` : `/series/${seriesId}`);

/**
 * A series' shiurim in the series' order, one numbered page at a time (`?page=`), with a contents
 * list of its sections (masechtot, books) that jumps to the page where each begins. Reads the
 * search parameters, so it renders under Suspense below the page's header.
 */
export async function SeriesShiurim({
  seriesId,
  orderOption,
  searchParams,
}: {
  seriesId: string;
  orderOption: string | null;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const page = pageParam((await searchParams).page);
  const series = await loadRecord(GetSeriesPostPageDocument, { id: seriesId, page, pageSize: SERIES_PAGE_SIZE }, (data) => data.series);
  const { postPage, sections } = series;
  const pastTheEnd = postPage.posts.length === 0 && postPage.total > 0;
  return (
    <section aria-labelledby="series-shiurim">
      <ListHeader>
        <h2 id="series-shiurim">Shiurim</h2>
        <p>
          {seriesOrderLabel(orderOption)}
          {postPage.pageCount > 1 ? ` · page ${postPage.page} of ${postPage.pageCount}` : ''}
        </p>
      </ListHeader>
      {sections.length > 1 ? (
        <Contents aria-label="Sections of this series">
          <ol>
            {sections.map((section, index) => (
              <li key={section.title}>
                <Link href={`${seriesPageHref(seriesId, pageOfPosition(section.firstPosition, SERIES_PAGE_SIZE))}#${sectionAnchor(index)}`}>
                  {section.title}
                </Link>{' '}
                <small>({section.postCount})</small>
              </li>
            ))}
          </ol>
        </Contents>
      ) : null}
      {pastTheEnd ? (
        <p>
          This series has fewer pages. <Link href={seriesPageHref(seriesId, 1)}>Go to the first page</Link>.
        </p>
      ) : (
        <SectionedPostList posts={postPage.posts} firstPosition={postPage.firstPosition} sections={sections} hideSeries />
      )}
      <Pagination page={postPage.page} pageCount={postPage.pageCount} href={(target) => seriesPageHref(seriesId, target)} />
    </section>
  );
}

const ListHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

const Contents = styled.nav`
  margin-bottom: ${theme.space.lg};
  ol {
    ${wrappingRow}
  }
  li {
    padding: 4px 10px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.round};
    font-size: 0.875rem;
  }
  small {
    color: ${theme.colors.muted};
  }
`;
