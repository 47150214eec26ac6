import type { Metadata } from 'next';
import { ParshaLead } from '@/features/holidays/shabbos/server/ParshaLead';
import { ParshaShiurim } from '@/features/holidays/shabbos/ParshaShiurim';
import { ParshiotIndex } from '@/features/holidays/shabbos/ParshiotIndex';
import { env } from '@/env';
import { formatLongDate } from '@/lib/calendar-date';
import { siteToday } from '@/server/site-date';
import { comingShabbos } from '@/features/holidays/shabbos/server/weekly-parsha';
import { pageQuery } from '@/server/page-view';

export const metadata: Metadata = {
  title: 'Shabbos',
  description: 'This week’s parsha with its shiurim for the Shabbos table, and every other parsha.',
};

/**
 * Shabbos: the parsha of the coming Shabbos (today's on Shabbos) in the site's calendar, diaspora
 * or Israel. When a festival's reading replaces the parsha, the page says so and shows the next
 * Shabbos's parsha.
 */
export default async function ShabbosPage({ params, searchParams: requestSearchParams }: PageProps<'/[view]/shabbos'>) {
  const searchParams = pageQuery(params, requestSearchParams);
  const today = await siteToday();
  const { reading, nextParsha } = comingShabbos(today.iso, env.SITE_IN_ISRAEL);
  const note =
    reading.kind === 'festival'
      ? `This Shabbos (${formatLongDate(reading.shabbos)}) is ${reading.festival}: the festival’s own reading replaces the weekly parsha.`
      : undefined;
  return (
    <>
      <h1>Shabbos</h1>
      <p>Shiurim on the weekly parsha to bring to the Shabbos table.</p>
      <ParshaLead
        label={reading.kind === 'parsha' ? 'This Shabbos' : 'Next Shabbos with a parsha'}
        parsha={nextParsha.parsha}
        shabbos={nextParsha.shabbos}
        note={note}
      />
      <ParshaShiurim parsha={nextParsha.parsha} path="/shabbos" searchParams={searchParams} />
      <ParshiotIndex current={nextParsha.parsha} />
    </>
  );
}
