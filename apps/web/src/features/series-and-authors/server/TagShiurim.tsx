import { GetTagPostsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/shiur-lists/PostList';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { cursorParam } from '@/lib/route-params';
import { loadRecord } from '@/server/load';
import { PartHeading } from '../CatalogueHeader';

/** A tag's shiurim, newest first, a page at a time (`?after=`); under Suspense (it reads the search parameters). */
export async function TagShiurim({
  tagId,
  slug,
  searchParams,
}: {
  tagId: string;
  slug: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const after = cursorParam((await searchParams).after);
  const tag = await loadRecord(GetTagPostsDocument, { id: tagId, first: 20, after }, (data) => data.tag);
  return (
    <section aria-labelledby="tag-shiurim">
      <PartHeading id="tag-shiurim">{after ? 'Older shiurim' : 'Shiurim, newest first'}</PartHeading>
      {after ? (
        <p>
          <Link href={`/tag/${slug}`}>Back to the newest shiurim</Link>
        </p>
      ) : null}
      <PostList connection={tag.posts} nextHref={(cursor) => `/tag/${slug}?after=${cursor}`} nextLabel="Older shiurim" />
    </section>
  );
}
