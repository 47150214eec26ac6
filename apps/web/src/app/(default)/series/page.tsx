import { Suspense } from 'react';
import type { Metadata } from 'next';
import { SeriesBrowser } from '@/features/series-and-authors/server/SeriesBrowser';
import { ListLoading } from '@/features/series-and-authors/ListLoading';

export const metadata: Metadata = {
  title: 'Series',
  description: 'Every series of shiurim by topic: Gemara, Parsha, Nach, Mitzvot, Halacha, Mishna and more.',
};

/** /series (spec "Browse Topics"): every series by topic with its size, or the series matching `?search=`. */
export default function SeriesListPage({ searchParams }: PageProps<'/series'>) {
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
