import type { Metadata } from 'next';
import styled from 'styled-components';
import { GetDafYomiHomeDocument } from '@openshiur/graphql';
import { theme } from '@openshiur/ui';
import { GridLegend } from '@/features/dafyomi/GridLegend';
import { MasechtaPanel, masechtaPanelStyles } from '@/features/dafyomi/MasechtaPanel';
import { TodaysDaf } from '@/features/dafyomi/server/TodaysDaf';
import { DayDedications } from '@/features/memorial/server/DayDedications';
import { cycleOn } from '@/features/dafyomi/daf-cycle';
import { masechtotBySeder } from '@/features/dafyomi/daf-navigation';
import { load } from '@/server/load';
import { siteToday } from '@/server/site-date';

export const metadata: Metadata = {
  title: 'Daf Yomi',
  description: 'Today’s daf with its shiurim, and every masechta of Shas with its dapim and perakim.',
};

/**
 * Daf Yomi home: today's daf up front with its shiurim, then all of Shas by seder. Each masechta
 * is a collapsed panel with its grid of dapim and its perakim; today's masechta starts open.
 */
export default async function DafYomiHome() {
  const today = await siteToday();
  const cycle = cycleOn(today.iso);
  const { dafYomiMasechtot, today: todaysPage } = await load(GetDafYomiHomeDocument, {
    masechta: cycle.daf.masechta.name,
    daf: cycle.daf.daf,
  });
  const dafimWithShiurim = new Map(dafYomiMasechtot.map((masechta) => [masechta.slug, masechta.dafimWithShiurim]));
  return (
    <>
      <h1>Daf Yomi</h1>
      <Intro>
        The Babylonian Talmud, one daf a day: all 2,711 dapim of Shas in seven and a half years, together with
        learners around the world. Hear today’s daf, or pick any masechta and daf for every shiur on it.
      </Intro>
      <DayDedications date={today.iso} today={today.iso} />
      <TodaysDaf today={today.iso} cycle={cycle} shiurim={todaysPage?.shiurimByAuthor ?? []} />
      <Shas aria-labelledby="shas">
        <h2 id="shas">All of Shas</h2>
        <GridLegend showToday />
        {masechtotBySeder().map((seder) => (
          <section key={seder.name} aria-labelledby={`seder-${seder.name}`}>
            <h3 id={`seder-${seder.name}`}>
              Seder {seder.name} <span lang="he">סדר {seder.hebrewName}</span>
            </h3>
            <div data-panels="">
              {seder.masechtot.map((masechta) => {
                const isToday = masechta === cycle.daf.masechta;
                return (
                  <MasechtaPanel
                    key={masechta.slug}
                    masechta={masechta}
                    withShiurim={dafimWithShiurim.get(masechta.slug) ?? []}
                    today={isToday ? cycle.daf.daf : undefined}
                    open={isToday}
                  />
                );
              })}
            </div>
          </section>
        ))}
      </Shas>
    </>
  );
}

const Intro = styled.p`
  max-width: 46rem;
  font-size: 1.0625rem;
`;

/** One style block for all of Shas: per-masechta styled components would repeat it 37 times. */
const Shas = styled.section`
  & > section {
    margin-top: ${theme.space.lg};
  }

  & > section > h3 span {
    margin-left: ${theme.space.sm};
    font-family: ${theme.fonts.hebrew};
    font-weight: 400;
    color: ${theme.colors.muted};
  }

  & [data-panels] {
    display: grid;
    gap: ${theme.space.sm};
  }

  ${masechtaPanelStyles}
`;
