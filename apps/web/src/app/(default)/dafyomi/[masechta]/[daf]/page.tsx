import { SiteLink as Link } from '@/components/navigation/SiteLink';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { GetDafYomiDocument } from '@openshiur/graphql';
import { PostList } from '@/components/content/PostList';
import { dafOrNotFound, masechtaOrNotFound } from '@/lib/dafyomi';
import { cursorParam } from '@/lib/route-params';
import { load } from '@/server/load';

type Props = PageProps<'/dafyomi/[masechta]/[daf]'>;

async function resolveDaf(params: Props['params']) {
  const { masechta: masechtaSegment, daf: dafSegment } = await params;
  const masechta = masechtaOrNotFound(masechtaSegment, [dafSegment]);
  return { masechta, daf: dafOrNotFound(masechta, dafSegment) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { masechta, daf } = await resolveDaf(params);
  return { title: `${masechta.name} ${daf} · Daf Yomi` };
}

/** One daf: every Published shiur on it, with the neighbouring dapim. */
export default async function DafPage({ params, searchParams }: Props) {
  const { masechta, daf } = await resolveDaf(params);
  const { dafYomi } = await load(GetDafYomiDocument, {
    masechta: masechta.name,
    daf,
    first: 50,
    after: cursorParam((await searchParams).after),
  });
  if (!dafYomi) notFound();
  const base = `/dafyomi/${masechta.slug}`;
  return (
    <>
      <h1>
        {masechta.name} {daf}
      </h1>
      <nav aria-label="Neighbouring dapim">
        {daf > masechta.firstDaf ? <Link href={`${base}/${daf - 1}`} rel="prev">← Daf {daf - 1}</Link> : null}{' '}
        <Link href={base}>All dapim of {masechta.name}</Link>{' '}
        {daf < masechta.lastDaf ? <Link href={`${base}/${daf + 1}`} rel="next">Daf {daf + 1} →</Link> : null}
      </nav>
      <PostList
        connection={dafYomi.posts}
        emptyText={`No shiurim on ${masechta.name} ${daf} yet.`}
        nextHref={(cursor) => `${base}/${daf}?after=${cursor}`}
      />
    </>
  );
}
