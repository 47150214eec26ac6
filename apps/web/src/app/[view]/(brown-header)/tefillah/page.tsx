import { Suspense } from 'react';
import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetSeriesListDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { PagedPosts } from '@/components/shiur-lists/server/PagedPosts';
import { TitleWithHebrew } from '@/components/shiur-lists/TitleWithHebrew';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { load } from '@/server/load';
import { CardGrid } from '@/components/shiur-lists/panels';
import { pageQuery } from '@/server/page-view';

export const metadata: Metadata = {
  title: 'Tefillah',
  description: 'Series and shiurim on Tefillah: understanding the siddur and improving our prayer.',
};

/** Tefillah: the series on the topic, then every shiur on it, newest first. */
export default async function TefillahPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/tefillah'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  const { seriesList } = await load(GetSeriesListDocument, { first: 50, topic: 'Tefillah' });
  const series = seriesList.edges.map((edge) => edge.node).filter((node) => node.postCount > 0);
  return (
    <>
      <TitleWithHebrew hebrew="תפילה">Tefillah</TitleWithHebrew>
      <Intro>Understanding and improving our prayer: the words of the siddur, their meaning and their laws.</Intro>
      {series.length > 0 ? (
        <section aria-labelledby="tefillah-series">
          <h2 id="tefillah-series">Series on Tefillah</h2>
          <SeriesList $min="18rem">
            {series.map((node) => (
              <li key={node.id}>
                <Link href={`/series/${node.id}`}>{node.name}</Link>
                <small>
                  {node.postCount} {node.postCount === 1 ? 'shiur' : 'shiurim'}
                </small>
              </li>
            ))}
          </SeriesList>
        </section>
      ) : null}
      <section aria-labelledby="tefillah-shiurim">
        <h2 id="tefillah-shiurim">Shiurim on Tefillah</h2>
        <Suspense fallback={<p>Loading shiurim…</p>}>
          <PagedPosts
            filter={{ topic: 'Tefillah' }}
            path="/tefillah"
            searchParams={searchParams}
            emptyText="No shiurim on Tefillah yet."
          />
        </Suspense>
      </section>
    </>
  );
}

const Intro = styled.p`
  max-width: 46rem;
`;

const SeriesList = styled(CardGrid)`
  & a {
    font-weight: 600;
    color: ${theme.colors.primary};
  }
`;
