/**
 * Every public part of the site, grouped as the footers list them (spec §2.1's route table), so a
 * visitor (and a crawler) reaches each of them from any page with a footer. The main menu keeps the
 * spec's eight entries; the rest is reached from here. Pages only reached after doing something
 * (a thank-you, the profile once signed in) are not listed.
 */
export interface SiteMapGroup {
  heading: string;
  links: readonly { href: string; label: string }[];
}

export const SITE_MAP: readonly SiteMapGroup[] = [
  {
    heading: 'Learn',
    links: [
      { href: '/series', label: 'Browse series' },
      { href: '/author', label: 'Browse authors' },
      { href: '/dafyomi', label: 'Daf Yomi' },
      { href: '/learning', label: 'Daily learning' },
      { href: '/search', label: 'Search' },
    ],
  },
  {
    heading: 'Holidays',
    links: [
      { href: '/holidays', label: 'Holidays and fasts' },
      { href: '/shabbos', label: 'Shabbos' },
      { href: '/tefillah', label: 'Tefillah' },
      { href: '/tishabav', label: "Tisha b'Av" },
      { href: '/tzom-gedalia', label: 'Tzom Gedalia' },
      { href: '/halftime', label: 'Halftime' },
    ],
  },
  {
    heading: 'Community',
    links: [
      { href: '/events', label: 'Events' },
      { href: '/calendar', label: 'Calendar' },
      { href: '/blogs', label: 'Blog' },
      { href: '/channels', label: 'Live streams' },
      { href: '/newsletters', label: 'Email Sign Up' },
      { href: '/connect', label: 'Connect' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { href: '/donate', label: 'Donate' },
      { href: '/memorial-donation', label: 'Memorial donation' },
      { href: '/order', label: 'Order' },
    ],
  },
];
