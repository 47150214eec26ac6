import type { DafShiurimByAuthorFragment } from '@openshiur/graphql';
import type { BavliMasechta } from '@openshiur/reference-data';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Pagination } from '@/features/search/results/Pagination';
import { pageParam } from '@/lib/page-param';
import { dafYomiHref } from '../daf-navigation';
import { pageOfGroups } from '../daf-shiurim-page';
import { ShiurimByAuthor } from '../ShiurimByAuthor';

type Query = Promise<Record<string, string | string[] | undefined>>;

/**
 * The daf's shiurim of the page `?page=` names, by author, with the page links. It reads the page's
 * query, which a per-request render takes from the request: the daf page renders it inside a
 * `<Suspense>` boundary, so that read does not block the rest of the page.
 */
export async function DafShiurimPage({ groups: all, masechta, daf, query }: {
  groups: DafShiurimByAuthorFragment['shiurimByAuthor'];
  masechta: BavliMasechta;
  daf: number;
  query: Query;
}) {
  const page = pageParam((await query).page);
  const { groups, pageCount, total } = pageOfGroups(all, page);
  return (
    <>
      {groups.length > 0 ? (
        <ShiurimByAuthor groups={groups} masechta={masechta} daf={daf} headingLevel={3} />
      ) : total > 0 ? (
        <p>
          This page is past the end of the list. <Link href={dafYomiHref.daf(masechta, daf)}>The first page</Link>
        </p>
      ) : (
        <p>
          No shiurim on {masechta.name} {daf} yet.
        </p>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(target) => `${dafYomiHref.daf(masechta, daf)}${target > 1 ? `?page=${target}` : ''}`}
      />
    </>
  );
}
