import { LegalLinks, SiteFooter, SisterSites, TopicFooterColumns } from '@openshiur/ui';
import { CookiePolicyButton } from '@openshiur/ui/client';
import { env } from '@/env';
import { sisterSites } from '@/features/chrome/server/sister-sites';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { topicSeriesHref } from '@/features/series-and-authors/topic-anchor';
import { siteToday } from '@/server/site-date';
import { footerColumns, type TopicSummary } from '../topic-columns';
import { SiteMap } from './SiteMap';

/** The copyright year is the site's current year (cached until midnight, like every "today"). */
async function SiteLegalLinks() {
  const { year } = await siteToday();
  return (
    <LegalLinks
      siteName={env.SITE_NAME}
      year={year}
      linkAs={SiteLink}
      cookiePolicy={<CookiePolicyButton />}
    />
  );
}

/**
 * The product's footers topic footer: one series list per topic in the spec's columns, then the legal links and sister
 * sites, with the site's parts (SiteMap) between. Each topic lists its first FOOTER_SERIES_PER_TOPIC series by name and, when it has more, a
 * link to the page listing them all (/series?topic=…), so the footer stays the same size on every
 * page however large the catalogue is.
 */
export function TopicFooter({ topics }: { topics: readonly TopicSummary[] }) {
  const columns = footerColumns(topics).map((column) =>
    column.map(({ topic, count, first }) => ({
      topic,
      href: `/search?topics=${encodeURIComponent(topic)}`,
      series: [
        ...first.map((item) => ({ key: item.id, href: `/series/${item.id}`, label: item.name })),
        ...(count > first.length ? [{ key: 'all', href: topicSeriesHref(topic), label: `All ${count} ${topic} series` }] : []),
      ],
    })),
  );
  return (
    <SiteFooter variant="light">
      <TopicFooterColumns columns={columns} linkAs={SiteLink} />
      <SiteMap />
      <SiteLegalLinks />
      <SisterSites sites={sisterSites()} variant="links" />
    </SiteFooter>
  );
}

/** The product's footers dark footer: the sister sites' logos, the site's parts and the legal links. */
export function DarkFooter() {
  return (
    <SiteFooter variant="dark">
      <SisterSites sites={sisterSites()} variant="logos" />
      <SiteMap />
      <SiteLegalLinks />
    </SiteFooter>
  );
}

/** The "footer" frame: the site's parts, the legal links and sister sites on the light background. */
export function PlainFooter() {
  return (
    <SiteFooter variant="light">
      <SiteMap />
      <SiteLegalLinks />
      <SisterSites sites={sisterSites()} variant="links" />
    </SiteFooter>
  );
}
