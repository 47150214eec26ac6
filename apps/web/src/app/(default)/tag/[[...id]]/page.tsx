import { SiteLink as Link } from '@/components/navigation/SiteLink';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { GetTagDocument, GetTagsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/content/PostList';
import { cursorParam } from '@/lib/route-params';
import { load, loadRecord } from '@/server/load';

/** /tag lists all tags; /tag/{id} (number or slug) shows one tag's shiurim. */
function tagIdFrom(segments: string[] | undefined): string | undefined {
  if (!segments || segments.length === 0) return undefined;
  const [id] = segments;
  if (segments.length > 1 || !id || !/^(?:[1-9]\d{0,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/.test(id) || id.length > 120) notFound();
  return id;
}

const loadTag = (id: string, after?: string) => loadRecord(GetTagDocument, { id, first: 20, after }, (data) => data.tag);

export async function generateMetadata({ params }: PageProps<'/tag/[[...id]]'>): Promise<Metadata> {
  const id = tagIdFrom((await params).id);
  return { title: id ? (await loadTag(id)).name : 'Tags' };
}

export default async function TagPage({ params, searchParams }: PageProps<'/tag/[[...id]]'>) {
  const id = tagIdFrom((await params).id);
  if (!id) {
    const { tags } = await load(GetTagsDocument, { first: 100 });
    return (
      <>
        <h1>Tags</h1>
        <ul>
          {tags.edges.map(({ node }) => (
            <li key={node.id}>
              <Link href={`/tag/${node.slug}`}>{node.name}</Link> ({node.postCount})
            </li>
          ))}
        </ul>
      </>
    );
  }
  const tag = await loadTag(id, cursorParam((await searchParams).after));
  return (
    <>
      <h1>Tag: {tag.name}</h1>
      <p>{tag.postCount} shiurim</p>
      <PostList connection={tag.posts} nextHref={(cursor) => `/tag/${tag.slug}?after=${cursor}`} />
    </>
  );
}
