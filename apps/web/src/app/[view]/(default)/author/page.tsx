import { Suspense } from 'react';
import type { Metadata } from 'next';
import { AuthorBrowser } from '@/features/series-and-authors/server/AuthorBrowser';
import { ListLoading } from '@/features/series-and-authors/ListLoading';
import { pageQuery } from '@/server/page-view';

export const metadata: Metadata = { title: 'Authors', description: 'Every teacher whose shiurim are on the site.' };

/** /author (spec "Browse Authors"): every teacher with picture and number of shiurim, or those matching `?search=`. */
export default function AuthorsPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/author'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  return (
    <Suspense
      fallback={
        <>
          <h1>Authors</h1>
          <ListLoading label="Loading authors…" />
        </>
      }
    >
      <AuthorBrowser searchParams={searchParams} />
    </Suspense>
  );
}
