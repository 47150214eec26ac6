import { Suspense } from 'react';
import type { Metadata } from 'next';
import { GetAuthorDocument } from '@openshiur/graphql';
import { AuthorPortrait } from '@/features/series-and-authors/AuthorPortrait';
import { AuthorShiurim } from '@/features/series-and-authors/server/AuthorShiurim';
import { CatalogueHeader, Facts, PartHeading } from '@/features/series-and-authors/CatalogueHeader';
import { FeedLink } from '@/features/series-and-authors/FeedLink';
import { ListLoading } from '@/features/series-and-authors/ListLoading';
import { CardGrid, SeriesCard } from '@/features/series-and-authors/SeriesCard';
import { AuthorName } from '@/components/shiur-lists/AuthorName';
import { SubscribeControl } from '@/features/account/subscriptions/server/SubscribeControl';
import { shiurimCount } from '@/lib/counts';
import { authorFeedPath, feedAlternate } from '@/features/series-and-authors/podcast/feed-paths';
import { numericIdOrNotFound } from '@/lib/route-params';
import { loadRecord } from '@/server/load';
import { GetAuthorsDocument } from '@openshiur/graphql';
import { load } from '@/server/load';
import { someIds } from '@/server/static-params';
import { pageQuery, renderingOf } from '@/server/page-view';

const loadAuthor = (id: string) => loadRecord(GetAuthorDocument, { id: numericIdOrNotFound(id) }, (data) => data.author);

/** A few authors are prerendered at build; the rest are rendered on first visit, then cached. */
export const generateStaticParams = () =>
  someIds(load(GetAuthorsDocument, { first: 3 }).then(({ authors }) => authors.edges.map(({ node }) => node.id)));

export async function generateMetadata({ params }: PageProps<'/[view]/author/[id]'>): Promise<Metadata> {
  const author = await loadAuthor((await params).id);
  return {
    title: author.plainName,
    description: author.bio ?? undefined,
    alternates: feedAlternate(authorFeedPath(author.id), `${author.plainName} (podcast)`),
  };
}

/**
 * /author/{id}: the teacher (picture, name as stored, bio, subscribe, podcast feed), the series they
 * teach, and all their shiurim, newest first.
 */
export default async function AuthorPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/author/[id]'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  const author = await loadAuthor((await params).id);
  return (
    <>
      <CatalogueHeader
        eyebrow="Author"
        title={<AuthorName author={author} />}
        picture={<AuthorPortrait author={author} size={96} />}
        actions={
          <>
            <SubscribeControl rendering={await renderingOf(params)} kind="author" id={String(author.id)} name={author.plainName} />
            <FeedLink href={authorFeedPath(author.id)} what={author.plainName} />
          </>
        }
      >
        <Facts>
          <span>{shiurimCount(author.postCount)}</span>
          {author.series.length > 0 ? <span>{author.series.length === 1 ? '1 series' : `${author.series.length} series`}</span> : null}
        </Facts>
        {author.bio ? <p>{author.bio}</p> : null}
      </CatalogueHeader>

      {author.series.length > 0 ? (
        <section aria-labelledby="author-series">
          <PartHeading id="author-series">Series</PartHeading>
          <CardGrid>
            {author.series.map((series) => (
              <li key={series.id}>
                <SeriesCard series={series} />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}

      <Suspense fallback={<ListLoading />}>
        <AuthorShiurim authorId={author.id} searchParams={searchParams} />
      </Suspense>
    </>
  );
}
