import type { Metadata } from 'next';
import styled from 'styled-components';
import { TitleWithHebrew } from '@/components/shiur-lists/TitleWithHebrew';
import { FastDate } from '@/features/holidays/server/FastDate';
import { ShiurimPreview } from '@/features/holidays/server/ShiurimPreview';
import { env } from '@/env';
import { holidayHref } from '@/features/holidays/holiday-slugs';
import { tzomGedaliaRule } from '@/features/holidays/server/holiday-rules';
import { nextOccurrence } from '@/features/holidays/server/occurrences';
import { siteToday } from '@/server/site-date';

export const metadata: Metadata = {
  title: 'Tzom Gedalia',
  description: 'When the fast of Gedalia falls this year, and shiurim for the Ten Days of Repentance.',
};

/** The season's days, each with a few shiurim (the fast itself is not a holiday posts are tagged with). */
const season = [
  { holiday: 'Rosh Hashana', id: 'rosh-hashana-shiurim' },
  { holiday: 'Shabbos Shuva', id: 'shabbos-shuva-shiurim' },
  { holiday: 'Yom Kippur', id: 'yom-kippur-shiurim' },
] as const;

/**
 * Tzom Gedalia, on 3 Tishrei (postponed to Sunday when that is Shabbos), falls in the Ten Days of
 * Repentance between Rosh Hashana and Yom Kippur: the page gathers that season's shiurim.
 */
export default async function TzomGedaliaPage() {
  const today = await siteToday();
  const fast = nextOccurrence(tzomGedaliaRule, today.iso, env.SITE_IN_ISRAEL);
  return (
    <>
      <TitleWithHebrew hebrew="צום גדליה">Tzom Gedalia</TitleWithHebrew>
      <Intro>
        The day after Rosh Hashana we fast for Gedalia ben Achikam, whose murder ended Jewish self-rule after the
        first churban. It opens the Ten Days of Repentance, between Rosh Hashana and Yom Kippur.
      </Intro>
      {fast ? <FastDate name="Tzom Gedalia" occurrence={fast} today={today.iso} major={false} /> : null}
      {season.map(({ holiday, id }) => (
        <ShiurimPreview
          key={holiday}
          id={id}
          title={holiday}
          filter={{ holiday }}
          count={5}
          more={{ href: holidayHref(holiday), label: `All shiurim for ${holiday}` }}
        />
      ))}
    </>
  );
}

const Intro = styled.p`
  max-width: 46rem;
`;
