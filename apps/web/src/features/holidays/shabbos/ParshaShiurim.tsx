import { Suspense } from 'react';
import { PagedPosts } from '@/components/shiur-lists/server/PagedPosts';
import type { ParshaPage } from '@/features/holidays/shabbos/parsha-pages';

/** The shiurim on a parsha (both parts of a double parsha), a page at a time. */
export function ParshaShiurim({ parsha, path, searchParams }: {
  parsha: ParshaPage;
  path: string;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <section aria-labelledby="parsha-shiurim">
      <h2 id="parsha-shiurim">Shiurim on Parshas {parsha.name}</h2>
      <Suspense fallback={<p>Loading shiurim…</p>}>
        <PagedPosts
          filter={{ parsha: parsha.name }}
          path={path}
          searchParams={searchParams}
          emptyText={`No shiurim on Parshas ${parsha.name} yet.`}
        />
      </Suspense>
    </section>
  );
}
