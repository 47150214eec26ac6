import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { Metadata } from 'next';
import { GetAuthorsDocument } from '@openshiur/graphql';
import { AuthorName } from '@/components/content/AuthorName';
import { NextPageLink } from '@/components/content/NextPageLink';
import { cursorParam, firstParam } from '@/lib/route-params';
import { load } from '@/server/load';

export const metadata: Metadata = { title: 'Authors' };

export default async function AuthorsPage({ searchParams }: PageProps<'/author'>) {
  const params = await searchParams;
  const search = firstParam(params.search)?.slice(0, 200) ?? '';
  const data = await load(GetAuthorsDocument, { first: 50, after: cursorParam(params.after), search });
  const { authors } = data;
  return (
    <>
      <h1>{search ? `Authors matching “${search}”` : 'Authors'}</h1>
      <form action="/author" method="get" role="search">
        <label>
          Search authors <input type="search" name="search" defaultValue={search} />
        </label>
      </form>
      <p>{authors.totalCount} authors</p>
      {authors.edges.length === 0 ? <p>No authors found.</p> : null}
      <ul>
        {authors.edges.map(({ node }) => (
          <li key={node.id}>
            <Link href={`/author/${node.id}`}>
              <AuthorName author={node} />
            </Link>{' '}
            ({node.postCount} shiurim)
          </li>
        ))}
      </ul>
      <NextPageLink pageInfo={authors.pageInfo} href={(after) => `/author?${new URLSearchParams({ search, after })}`} />
    </>
  );
}
