import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetDafYomiMasechtaDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { TitleWithHebrew } from '@/components/shiur-lists/TitleWithHebrew';
import { DafGrid } from '@/features/dafyomi/client/DafGrid';
import { GridLegend } from '@/features/dafyomi/GridLegend';
import { MasechtaPerakim } from '@/features/dafyomi/server/MasechtaPerakim';
import { Breadcrumbs } from '@/components/navigation/Breadcrumbs';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatShortDate } from '@/lib/calendar-date';
import { cycleOn, masechtaDates, ordinal } from '@/features/dafyomi/daf-cycle';
import { dafYomiHref, masechtotBySeder, neighbouringMasechtot, perakimOf } from '@/features/dafyomi/daf-navigation';
import { masechtaOrNotFound } from '@/features/dafyomi/dafyomi';
import { load } from '@/server/load';
import { siteToday } from '@/server/site-date';
import { bavliMasechtot } from '@openshiur/reference-data';

type Props = PageProps<'/[view]/dafyomi/[masechta]'>;

/** Every masechta's page is prerendered: there are 37, and each is one query. */
export const generateStaticParams = () => bavliMasechtot.map((masechta) => ({ masechta: masechta.slug }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const masechta = masechtaOrNotFound((await params).masechta);
  return {
    title: `${masechta.name} · Daf Yomi`,
    description: `Masechta ${masechta.name}: every daf with its shiurim, its perakim, and when the Daf Yomi learns it.`,
  };
}

/** One masechta: its place in the cycle, every daf (those with shiurim marked) and its perakim. */
export default async function MasechtaPage({ params }: Props) {
  const masechta = masechtaOrNotFound((await params).masechta);
  const [{ dafYomiMasechta }, today] = await Promise.all([
    load(GetDafYomiMasechtaDocument, { masechta: masechta.name }),
    siteToday(),
  ]);
  const cycle = cycleOn(today.iso);
  const dates = masechtaDates(masechta, today.iso);
  const seder = masechtotBySeder().find((candidate) => candidate.masechtot.includes(masechta));
  const withShiurim = dafYomiMasechta?.dafimWithShiurim ?? [];
  const todaysDaf = cycle.daf.masechta === masechta ? cycle.daf.daf : undefined;
  const { previous, next } = neighbouringMasechtot(masechta);
  const when = dates.end < today.iso ? 'Learnt' : dates.start > today.iso ? 'To be learnt' : 'Being learnt';
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Daf Yomi', href: '/dafyomi' }, { label: masechta.name }]} />
      <TitleWithHebrew hebrew={`מסכת ${masechta.hebrewName}`}>{masechta.name}</TitleWithHebrew>
      <Facts>
        {seder ? `Seder ${seder.name} · ` : ''}
        {masechta.dafBlat} dapim ({masechta.firstDaf}–{masechta.lastDaf}) · {perakimOf(masechta).length} perakim ·{' '}
        {withShiurim.length} dapim with shiurim
      </Facts>
      <Facts>
        {when} in the {ordinal(cycle.cycle)} Daf Yomi cycle: {formatShortDate(dates.start)} – {formatShortDate(dates.end)}
        {todaysDaf !== undefined ? (
          <>
            {' '}
            · today: <Link href={dafYomiHref.daf(masechta, todaysDaf)}>daf {todaysDaf}</Link>
          </>
        ) : null}
      </Facts>
      <section aria-labelledby="dapim">
        <h2 id="dapim">Dapim</h2>
        <GridLegend showToday={todaysDaf !== undefined} />
        <DafGrid
          name={masechta.name}
          slug={masechta.slug}
          firstDaf={masechta.firstDaf}
          lastDaf={masechta.lastDaf}
          withShiurim={withShiurim}
          today={todaysDaf}
        />
      </section>
      <section aria-labelledby="perakim">
        <h2 id="perakim">Perakim</h2>
        <MasechtaPerakim masechta={masechta} />
      </section>
      <Neighbours aria-label="Neighbouring masechtot">
        {previous ? (
          <Link href={dafYomiHref.masechta(previous)} rel="prev">
            ← {previous.name}
          </Link>
        ) : (
          <span />
        )}
        <Link href="/dafyomi">All masechtot</Link>
        {next ? (
          <Link href={dafYomiHref.masechta(next)} rel="next">
            {next.name} →
          </Link>
        ) : (
          <span />
        )}
      </Neighbours>
    </>
  );
}


const Facts = styled.p`
  margin: ${theme.space.xs} 0;
  color: ${theme.colors.muted};

  & a {
    color: ${theme.colors.primary};
  }
`;

const Neighbours = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};

  & a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;
