import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';
import { GetBlogsDocument } from '@openshiur/graphql';
import { AuthorName } from '@/components/shiur-lists/AuthorName';
import { NextPageLink } from '@/components/shiur-lists/NextPageLink';
import { formatDate } from '@/lib/format';
import { cursorParam } from '@/lib/route-params';
import { load } from '@/server/load';
import { pageQuery } from '@/server/page-view';

// Rendered per request (its data still comes from the content cache): it reads its `after` cursor at the top.
export const instant = false;

export const metadata: Metadata = { title: 'Blog' };

export default async function BlogsPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/blogs'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  const { blogs } = await load(GetBlogsDocument, { first: 20, after: cursorParam((await searchParams).after) });
  return (
    <>
      <h1>Blog</h1>
      {blogs.edges.map(({ node }) => (
        <article key={node.id}>
          <h2>
            <Link href={`/blogs/${node.id}`}>{node.title}</Link>
          </h2>
          <p>
            {formatDate(node.publishedAt)}
            {node.author ? (
              <>
                {' · '}
                <AuthorName author={node.author} />
              </>
            ) : null}
          </p>
          {node.excerpt ? <p>{node.excerpt}</p> : null}
        </article>
      ))}
      <NextPageLink pageInfo={blogs.pageInfo} href={(after) => `/blogs?after=${after}`} label="Older entries" />
    </>
  );
}
