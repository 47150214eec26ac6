import { LegalLinks, SiteFooter, SisterSites, TopicFooterColumns } from '../../src/index';
import type { FooterTopic } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'SiteFooter',
  description:
    'The light topic footer (topic columns, legal links, sister-site links) and the dark footer (sister-site logos and the same legal links), built from SiteFooter, TopicFooterColumns, LegalLinks and SisterSites.',
};

const topic = (name: string, series: string[]): FooterTopic => ({
  topic: name,
  href: `/search?topics=${encodeURIComponent(name)}`,
  series: series.map((label, index) => ({ href: `/series/${name.length * 100 + index}`, label })),
});

const columns: FooterTopic[][] = [
  [topic('Gemara', ['Daf Yomi in Depth', 'Amud Yomi Review', 'Gemara for Beginners'])],
  [topic('Halacha', ['Halacha for Today', 'Hilchos Shabbos']), topic('Mishna', ['Mishnah Yomis'])],
  [
    topic('Parsha', ['Parsha in Five Minutes']),
    topic('Tanach', ['Sefer Shmuel']),
    topic('Jewish Thought', ['Foundations of Emunah']),
    topic('Holidays', ['Preparing for Pesach']),
  ],
  [topic('Mussar', ['Mesillas Yesharim']), topic('Chassidus', ['Tanya Daily'])],
];

const sites = [
  { name: 'Daf Learning', href: 'https://daf.example.org' },
  { name: 'Parsha Learning', href: 'https://parsha.example.org' },
  { name: 'Mishna Learning', href: 'https://mishna.example.org' },
  { name: 'Halacha Learning', href: 'https://halacha.example.org' },
];

const cookiePolicy = (
  <button
    type="button"
    style={{
      font: 'inherit',
      color: 'inherit',
      background: 'none',
      border: 0,
      padding: 0,
      textDecoration: 'underline',
      cursor: 'pointer',
    }}
  >
    Cookie Policy
  </button>
);

export function Light() {
  return (
    <SiteFooter>
      <TopicFooterColumns columns={columns} idPrefix="light-footer" />
      <SisterSites sites={sites} />
      <LegalLinks siteName="Torah Learning" year={2026} cookiePolicy={cookiePolicy} />
    </SiteFooter>
  );
}

export function Dark() {
  return (
    <SiteFooter variant="dark">
      <SisterSites sites={sites} variant="logos" />
      <LegalLinks siteName="Torah Learning" year={2026} cookiePolicy={cookiePolicy} />
    </SiteFooter>
  );
}
