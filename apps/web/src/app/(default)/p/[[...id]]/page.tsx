import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { GetPostDocument, GetPostsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/content/PostList';
import { PostView } from '@/components/content/PostView';
import { cursorParam, numericIdOrNotFound } from '@/lib/route-params';
import { load, loadRecord } from '@/server/load';

/** /p lists every shiur; /p/{id} shows one. The id is optional (spec §2.1). */
function postIdFrom(segments: string[] | undefined): string | undefined {
  if (!segments || segments.length === 0) return undefined;
  if (segments.length > 1) notFound();
  return numericIdOrNotFound(segments[0]);
}

const loadPost = (id: string) => loadRecord(GetPostDocument, { id }, (data) => data.post);

export async function generateMetadata({ params }: PageProps<'/p/[[...id]]'>): Promise<Metadata> {
  const id = postIdFrom((await params).id);
  if (!id) return { title: 'All shiurim' };
  const post = await loadPost(id);
  return { title: post.title, description: post.excerpt ?? undefined };
}

export default async function PostPage({ params, searchParams }: PageProps<'/p/[[...id]]'>) {
  const id = postIdFrom((await params).id);
  if (!id) {
    const { posts } = await load(GetPostsDocument, { first: 30, after: cursorParam((await searchParams).after) });
    return (
      <>
        <h1>All shiurim</h1>
        <PostList connection={posts} nextHref={(cursor) => `/p?after=${cursor}`} />
      </>
    );
  }
  return <PostView post={await loadPost(id)} />;
}
