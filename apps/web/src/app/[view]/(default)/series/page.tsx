import { Suspense } from 'react';
import type { Metadata } from 'next';
import { SeriesBrowser } from '@/features/series-and-authors/server/SeriesBrowser';
import { ListLoading } from '@/features/series-and-authors/ListLoading';
import { pageQuery } from '@/server/page-view';

export const metadata: Metadata = {
  title: 'Series',
  description: 'Every series of shiurim by topic: Gemara, Parsha, Nach, Mitzvot, Halacha, Mishna and more.',
};

/** /series (spec "Browse Topics"): every series by topic with its size, or the series matching `?search=`. */
export default function SeriesListPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/series'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  return (
    <Suspense
      fallback={
        <>
          <h1>Series</h1>
          <ListLoading label="Loading series…" />
        </>
      }
    >
      <SeriesBrowser searchParams={searchParams} />
    </Suspense>
  );
}
