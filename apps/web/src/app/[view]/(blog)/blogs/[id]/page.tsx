import type { Metadata } from 'next';
import { GetBlogDocument } from '@openshiur/graphql';
import { AuthorName } from '@/components/shiur-lists/AuthorName';
import { formatDate } from '@/lib/format';
import { numericIdOrNotFound } from '@/lib/route-params';
import { loadRecord } from '@/server/load';
import { GetBlogsDocument } from '@openshiur/graphql';
import { load } from '@/server/load';
import { someIds } from '@/server/static-params';

const loadBlog = (id: string) => loadRecord(GetBlogDocument, { id: numericIdOrNotFound(id) }, (data) => data.blog);

export const generateStaticParams = () =>
  someIds(load(GetBlogsDocument, { first: 3 }).then(({ blogs }) => blogs.edges.map(({ node }) => node.id)));

export async function generateMetadata({ params }: PageProps<'/[view]/blogs/[id]'>): Promise<Metadata> {
  const blog = await loadBlog((await params).id);
  return { title: blog.title, description: blog.excerpt ?? undefined };
}

export default async function BlogPage({ params }: PageProps<'/[view]/blogs/[id]'>) {
  const blog = await loadBlog((await params).id);
  return (
    <article>
      <h1>{blog.title}</h1>
      <p>
        {formatDate(blog.publishedAt)}
        {blog.author ? (
          <>
            {' · '}
            <AuthorName author={blog.author} />
          </>
        ) : null}
      </p>
      <div dangerouslySetInnerHTML={{ __html: blog.body }} />
    </article>
  );
}
