/**
 * Whether a form POST came from one of this site's pages. Browsers say so in `Sec-Fetch-Site`;
 * older ones only send `Origin`. A POST that says neither (a script, not a browser) is not taken as
 * the site's own: such a caller is shown the page that asks first.
 */
export function postedFromThisSite(headers: Headers, siteOrigin: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin';
  const origin = headers.get('origin');
  return origin !== null && origin === siteOrigin;
}
