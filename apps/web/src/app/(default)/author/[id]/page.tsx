import type { Metadata } from 'next';
import { GetAuthorDocument } from '@openshiur/graphql';
import { AuthorName } from '@/components/content/AuthorName';
import { PostList } from '@/components/content/PostList';
import { SubscribeControl } from '@/components/subscriptions/SubscribeControl';
import { cursorParam, numericIdOrNotFound } from '@/lib/route-params';
import { loadRecord } from '@/server/load';

const loadAuthor = (id: string, after?: string) =>
  loadRecord(GetAuthorDocument, { id: numericIdOrNotFound(id), first: 20, after }, (data) => data.author);

export async function generateMetadata({ params }: PageProps<'/author/[id]'>): Promise<Metadata> {
  return { title: (await loadAuthor((await params).id)).plainName };
}

export default async function AuthorPage({ params, searchParams }: PageProps<'/author/[id]'>) {
  const { id } = await params;
  const author = await loadAuthor(id, cursorParam((await searchParams).after));
  return (
    <>
      <h1>
        <AuthorName author={author} />
      </h1>
      <SubscribeControl kind="author" id={String(author.id)} name={author.plainName} />
      {author.bio ? <p>{author.bio}</p> : null}
      <p>{author.postCount} shiurim</p>
      <PostList connection={author.posts} nextHref={(cursor) => `/author/${id}?after=${cursor}`} />
    </>
  );
}
