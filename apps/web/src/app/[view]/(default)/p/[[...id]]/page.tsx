import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { GetPostDocument, GetPostsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/shiur-lists/PostList';
import { PostView } from '@/features/post/server/PostView';
import { postMetadata } from '@/features/post/post-metadata';
import { env } from '@/env';
import { cursorParam, numericIdOrNotFound } from '@/lib/route-params';
import { absoluteUrl } from '@/server/absolute-url';
import { load, loadRecord } from '@/server/load';
import { pageQuery } from '@/server/page-view';

type Props = PageProps<'/[view]/p/[[...id]]'>;

/**
 * /p and the newest few shiurim are prerendered at build; every other shiur is rendered on its
 * first visit (an unknown id answers 404 then) and served from the cache after that.
 */
export async function generateStaticParams() {
  const { posts } = await load(GetPostsDocument, { first: 3 });
  return [{ id: [] }, ...posts.edges.map(({ node }) => ({ id: [node.id] }))];
}

/** /p lists every shiur; /p/{id} shows one. The id is optional (the product's route table). */
function postIdFrom(segments: string[] | undefined): string | undefined {
  if (!segments || segments.length === 0) return undefined;
  if (segments.length > 1) notFound();
  return numericIdOrNotFound(segments[0]);
}

const loadPost = (id: string) => loadRecord(GetPostDocument, { id }, (data) => data.post);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = postIdFrom((await params).id);
  if (!id) return { title: 'All shiurim', alternates: { canonical: absoluteUrl('/p') } };
  return { ...postMetadata(await loadPost(id), absoluteUrl, env.SITE_NAME) };
}

export default async function PostPage({ params, searchParams: requestSearchParams }: Props) {
  const searchParams = pageQuery(params, requestSearchParams);
  const id = postIdFrom((await params).id);
  if (id) return <PostView post={await loadPost(id)} />;
  return (
    <>
      <h1>All shiurim</h1>
      {/* The page of the list comes from the address's query: read below a Suspense boundary. */}
      <Suspense fallback={<p>Loading shiurim…</p>}>
        <AllShiurim searchParams={searchParams} />
      </Suspense>
    </>
  );
}

async function AllShiurim({ searchParams }: { searchParams: Props['searchParams'] }) {
  const { posts } = await load(GetPostsDocument, { first: 30, after: cursorParam((await searchParams).after) });
  return <PostList connection={posts} nextHref={(cursor) => `/p?after=${cursor}`} />;
}
