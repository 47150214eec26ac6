import { LegalLinks } from '../../src/index';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'LegalLinks',
  description:
    '“© {year} {siteName}”, the Privacy Policy link, then the cookie policy slot (the site puts the client button that opens the consent drawer there).',
};

export function Default() {
  return (
    <LegalLinks
      siteName="Torah Learning"
      year={2026}
      cookiePolicy={<a href="#/legal-links">Cookie Policy</a>}
    />
  );
}
