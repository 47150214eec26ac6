import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { TitleWithHebrew } from '@/components/shiur-lists/TitleWithHebrew';
import { Breadcrumbs } from '@/components/navigation/Breadcrumbs';
import { ParshaLead } from '@/features/holidays/shabbos/server/ParshaLead';
import { ParshaShiurim } from '@/features/holidays/shabbos/ParshaShiurim';
import { ParshiotIndex } from '@/features/holidays/shabbos/ParshiotIndex';
import { env } from '@/env';
import { parshaHref, parshaPageBySlug, type ParshaPage } from '@/features/holidays/shabbos/parsha-pages';
import { parshaPagesByBook } from '@/features/holidays/shabbos/parsha-pages';
import { siteToday } from '@/server/site-date';
import { nextReadingOf } from '@/features/holidays/shabbos/server/weekly-parsha';
import { pageQuery } from '@/server/page-view';

type Props = PageProps<'/[view]/shabbos/[parsha]'>;

function parshaOrNotFound(slug: string): ParshaPage {
  const parsha = parshaPageBySlug(slug);
  if (!parsha) notFound();
  return parsha;
}

/** A few parshiot are prerendered; the others are rendered on their first visit, then cached. */
export const generateStaticParams = () => parshaPagesByBook[0]!.parshiot.slice(0, 3).map((parsha) => ({ parsha: parsha.slug }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsha = parshaOrNotFound((await params).parsha);
  return { title: `Parshas ${parsha.name} · Shabbos`, description: `Shiurim on Parshas ${parsha.name}.` };
}

/** One parsha (or double parsha): when it is next read, and its shiurim. */
export default async function ParshaPageRoute({ params, searchParams: requestSearchParams }: Props) {
  const searchParams = pageQuery(params, requestSearchParams);
  const parsha = parshaOrNotFound((await params).parsha);
  const today = await siteToday();
  const reading = nextReadingOf(parsha, today.iso, env.SITE_IN_ISRAEL);
  const readAs = reading && reading.parsha.slug !== parsha.slug ? reading.parsha : undefined;
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Shabbos', href: '/shabbos' }, { label: `Parshas ${parsha.name}` }]} />
      <TitleWithHebrew hebrew={`פרשת ${parsha.hebrewName}`}>{`Parshas ${parsha.name}`}</TitleWithHebrew>
      {reading ? (
        <ParshaLead
          label={reading.shabbos === today.iso ? 'Read today' : 'Next read'}
          parsha={reading.parsha}
          shabbos={reading.shabbos}
          note={readAs ? `This year ${parsha.name} is read as ${readAs.name}.` : undefined}
        />
      ) : null}
      <ParshaShiurim parsha={parsha} path={parshaHref(parsha)} searchParams={searchParams} />
      <ParshiotIndex current={parsha} />
    </>
  );
}
