import { GetAuthorPostsDocument } from '@openshiur/graphql';
import { PostList } from '@/components/shiur-lists/PostList';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { cursorParam } from '@/lib/route-params';
import { loadRecord } from '@/server/load';
import { PartHeading } from '../CatalogueHeader';

/**
 * An author's shiurim, newest first, a page at a time (`?after=` cursor). Reads the search
 * parameters, so it renders under Suspense below the page's header.
 */
export async function AuthorShiurim({
  authorId,
  searchParams,
}: {
  authorId: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const after = cursorParam((await searchParams).after);
  const author = await loadRecord(GetAuthorPostsDocument, { id: authorId, first: 20, after }, (data) => data.author);
  return (
    <section aria-labelledby="author-shiurim">
      <PartHeading id="author-shiurim">{after ? 'Older shiurim' : 'Shiurim, newest first'}</PartHeading>
      {after ? (
        <p>
          <Link href={`/author/${authorId}`}>Back to the newest shiurim</Link>
        </p>
      ) : null}
      <PostList connection={author.posts} nextHref={(cursor) => `/author/${authorId}?after=${cursor}`} nextLabel="Older shiurim" />
    </section>
  );
}
