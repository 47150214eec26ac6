import { SisterSites } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'SisterSites',
  description:
    'Links to the sister learning sites: as names (topic footer) or as logos (dark footer), with a monogram badge for sites without a logo.',
};

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48"><rect width="120" height="48" rx="8" fill="#1f4e79"/><text x="60" y="30" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Parsha</text></svg>',
  );

const sites = [
  { name: 'Daf Learning', href: 'https://daf.example.org' },
  { name: 'Parsha Learning', href: 'https://parsha.example.org', logoSrc: logo },
  { name: 'Women’s Learning', href: 'https://women.example.org' },
  { name: 'Halacha', href: 'https://halacha.example.org' },
];

export function Links() {
  return <SisterSites sites={sites} />;
}

export function Logos() {
  return <SisterSites sites={sites} variant="logos" />;
}
