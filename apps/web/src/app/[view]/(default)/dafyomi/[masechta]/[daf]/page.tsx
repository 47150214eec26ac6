import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetDafYomiDafDocument, GetPostDocument } from '@openshiur/graphql';
import type { BavliMasechta } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { TitleWithHebrew } from '@/components/shiur-lists/TitleWithHebrew';
import { DafFacts } from '@/features/dafyomi/server/DafFacts';
import { DayDedications } from '@/features/memorial/server/DayDedications';
import { dateOfDaf } from '@/features/dafyomi/daf-cycle';
import { DafNavigation } from '@/features/dafyomi/DafNavigation';
import { SiteAdSlot } from '@/features/ads/server/SiteAdSlot';
import { Breadcrumbs } from '@/components/navigation/Breadcrumbs';
import { dafYomiHref } from '@/features/dafyomi/daf-navigation';
import { dafItemOutcome } from '@/features/dafyomi/daf-item-address';
import { dafOrNotFound, followDafItemOutcome, masechtaOrNotFound } from '@/features/dafyomi/dafyomi';
import { readsAsDaf } from '@/features/dafyomi/daf-item-address';
import { numericIdOrNotFound } from '@/lib/route-params';
import { pageQuery } from '@/server/page-view';
import { DafShiurimPage } from '@/features/dafyomi/server/DafShiurimPage';
import { countShiurim } from '@/features/dafyomi/daf-shiurim-page';
import { ListLoading } from '@/features/series-and-authors/ListLoading';
import { hebrewNumeral } from '@/server/hebrew-calendar';
import { load } from '@/server/load';
import { siteToday } from '@/server/site-date';


type Props = PageProps<'/[view]/dafyomi/[masechta]/[daf]'>;

async function resolveDaf(params: Props['params']): Promise<{ masechta: BavliMasechta; daf: number }> {
  const { masechta: masechtaSegment, daf: segment } = await params;
  const masechta = masechtaOrNotFound(masechtaSegment, [segment]);
  if (!readsAsDaf(segment)) return redirectItemWithoutDaf(masechta, segment);
  return { masechta, daf: dafOrNotFound(masechta, segment) };
}

/**
 * The spec's item address `/dafyomi/{masechta}/{daf?}/{id}` may leave the daf out, which makes it
 * `/dafyomi/{masechta}/{id}`. A number that reads as a daf (up to 176, the highest in Shas) is
 * always a daf, a 404 when out of range; a larger one that is the id of a shiur on this masechta goes
 * to the shiur's full address (its own daf). Anything else is a 404.
 */
async function redirectItemWithoutDaf(masechta: BavliMasechta, segment: string): Promise<never> {
  const { post } = await load(GetPostDocument, { id: numericIdOrNotFound(segment) });
  followDafItemOutcome(dafItemOutcome({ masechtaSlug: masechta.slug, id: segment }, post));
  // Its own address always names a daf, so the outcome above never shows the shiur here.
  notFound();
}

/** The first dapim are prerendered; every other daf is rendered on its first visit, then cached. */
export const generateStaticParams = () => [2, 3].map((daf) => ({ masechta: 'berachos', daf: String(daf) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // No redirects here: the page makes them (a redirect from both would repeat the Location header).
  const { masechta: masechtaSegment, daf: segment } = await params;
  const masechta = masechtaOrNotFound(masechtaSegment, [segment]);
  if (!readsAsDaf(segment)) return { title: `${masechta.name} · Daf Yomi` };
  const daf = dafOrNotFound(masechta, segment);
  return {
    title: `${masechta.name} ${daf} · Daf Yomi`,
    description: `Every shiur on ${masechta.name} daf ${daf}, by maggid shiur, with the perek and the date it is learnt in the Daf Yomi.`,
  };
}

/**
 * One daf: its place in the masechta and the cycle, the dapim around it, and its shiurim by author,
 * a page of them at a time (`?page=`).
 */
export default async function DafPage({ params, searchParams }: Props) {
  const { masechta, daf } = await resolveDaf(params);
  const [{ dafYomi }, today] = await Promise.all([
    load(GetDafYomiDafDocument, { masechta: masechta.name, daf }),
    siteToday(),
  ]);
  if (!dafYomi) notFound();
  const count = countShiurim(dafYomi.shiurimByAuthor);
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Daf Yomi', href: '/dafyomi' },
          { label: masechta.name, href: dafYomiHref.masechta(masechta) },
          { label: `Daf ${daf}` },
        ]}
      />
      <TitleWithHebrew hebrew={`${masechta.hebrewName} ${hebrewNumeral(daf)}`}>{`${masechta.name} ${daf}`}</TitleWithHebrew>
      <DafFacts masechta={masechta} daf={daf} today={today.iso} />
      <DayDedications date={dateOfDaf(masechta, daf, today.iso)} today={today.iso} />
      <DafNavigation masechta={masechta} daf={daf} />
      <SiteAdSlot slot="daf" />
      <section aria-labelledby="daf-shiurim">
        <h2 id="daf-shiurim">
          Shiurim on {masechta.name} {daf} <Count>({count})</Count>
        </h2>
        <Suspense fallback={<ListLoading />}>
          <DafShiurimPage groups={dafYomi.shiurimByAuthor} masechta={masechta} daf={daf} query={pageQuery(params, searchParams)} />
        </Suspense>
      </section>
    </>
  );
}


const Count = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`;
