import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { Metadata } from 'next';
import { GetSeriesListDocument } from '@openshiur/graphql';
import { NextPageLink } from '@/components/content/NextPageLink';
import { cursorParam, firstParam } from '@/lib/route-params';
import { load } from '@/server/load';

export const metadata: Metadata = { title: 'Series' };

export default async function SeriesListPage({ searchParams }: PageProps<'/series'>) {
  const params = await searchParams;
  const search = firstParam(params.search)?.slice(0, 200) ?? '';
  const { seriesList } = await load(GetSeriesListDocument, { first: 50, after: cursorParam(params.after), search });
  return (
    <>
      <h1>{search ? `Series matching “${search}”` : 'Series'}</h1>
      <form action="/series" method="get" role="search">
        <label>
          Search series <input type="search" name="search" defaultValue={search} />
        </label>
      </form>
      <p>{seriesList.totalCount} series</p>
      {seriesList.edges.length === 0 ? <p>No series found.</p> : null}
      <ul>
        {seriesList.edges.map(({ node }) => (
          <li key={node.id}>
            <Link href={`/series/${node.id}`}>{node.name}</Link> · {node.topics.join(', ')} ({node.postCount} shiurim)
          </li>
        ))}
      </ul>
      <NextPageLink pageInfo={seriesList.pageInfo} href={(after) => `/series?${new URLSearchParams({ search, after })}`} />
    </>
  );
}
