import type { MetadataRoute } from 'next';

/**
 * /robots.txt: crawlers may read every public page. Sign-in, the account, the studio, the API and
 * the development mail viewer are not pages for a search engine. Pages that must not be indexed but
 * may be followed (search results, error pages) say so themselves with `noindex`, which a crawler
 * can only see if it may fetch them: they are not listed here.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/dev/', '/studio', '/profile', '/login', '/logged-in', '/logout', '/signout'],
      },
    ],
  };
}
