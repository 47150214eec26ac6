import styled from 'styled-components';
import { GetAuthorsDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { NextPageLink } from '@/components/shiur-lists/NextPageLink';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { cursorParam, firstParam } from '@/lib/route-params';
import { load } from '@/server/load';
import { AuthorCard } from '../AuthorCard';
import { PartHeading } from '../CatalogueHeader';
import { ListSearch } from '../ListSearch';
import { CardGrid } from '../SeriesCard';

/**
 * /author below the frame: its heading (naming the search), the search box, then every author by
 * name, or those matching `?search=`
 * (the search popup's "View All" comes here), a page of 48 at a time.
 */
export async function AuthorBrowser({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const search = firstParam(params.search)?.trim().slice(0, 200) ?? '';
  const after = cursorParam(params.after);
  const { authors } = await load(GetAuthorsDocument, { first: 48, after, search });
  const count = authors.totalCount === 1 ? '1 author' : `${authors.totalCount.toLocaleString('en-US')} authors`;
  return (
    <>
      <h1>{search ? `Authors matching “${search}”` : 'Authors'}</h1>
      <ListSearch action="/author" label="Search authors" search={search} />
      <section aria-labelledby="author-results">
        <PartHeading id="author-results" aria-live="polite">
          {search ? `${count} found` : `All ${count}, by name`}
        </PartHeading>
        {authors.edges.length === 0 ? (
          <p>
            No authors found. Try another spelling, or <Link href={`/search?q=${encodeURIComponent(search)}`}>search the shiurim</Link>.
          </p>
        ) : (
          <CardGrid data-testid="author-results">
            {authors.edges.map(({ node }) => (
              <li key={node.id}>
                <AuthorCard author={node} postCount={node.postCount} />
              </li>
            ))}
          </CardGrid>
        )}
        <More>
          <NextPageLink
            pageInfo={authors.pageInfo}
            href={(cursor) => `/author?${new URLSearchParams(search ? { search, after: cursor } : { after: cursor })}`}
            label="More authors"
          />
        </More>
      </section>
    </>
  );
}

const More = styled.p`
  margin: ${theme.space.lg} 0;
`;
