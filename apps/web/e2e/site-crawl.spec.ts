import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_READER, expect, signIn, test } from './fixtures';

/**
 * Every part of the site is reachable by following links (issue 19): from the home page, the
 * same-origin links are followed breadth-first (with plain requests and a regular expression on
 * href, not a browser page per address), and every route of the product's route table (spec §2.1,
 * with the holiday, Shabbos and learning pages) must have been reached. Parametrised routes are
 * followed once from each kind of page linking to them, so the crawl stays small however large the
 * catalogue is.
 */

/** The site's routes, most specific first: a path's route is the first pattern it matches. */
const ROUTES: readonly [route: string, pattern: RegExp][] = [
  ['/', /^\/$/],
  ['/author', /^\/author$/],
  ['/author/{id}', /^\/author\/[^/]+$/],
  ['/blogs', /^\/blogs$/],
  ['/blogs/{id}', /^\/blogs\/[^/]+$/],
  ['/calendar/thankyou', /^\/calendar\/thankyou$/],
  ['/calendar', /^\/calendar$/],
  ['/calendar/{month}', /^\/calendar\/[^/]+$/],
  ['/channels', /^\/channels$/],
  ['/connect', /^\/connect$/],
  ['/dafyomi', /^\/dafyomi$/],
  ['/dafyomi/{masechta}', /^\/dafyomi\/[^/]+$/],
  ['/dafyomi/{masechta}/{daf}', /^\/dafyomi\/[^/]+\/[^/]+$/],
  ['/dafyomi/{masechta}/{daf}/{id}', /^\/dafyomi\/[^/]+\/[^/]+\/[^/]+$/],
  ['/donate/thankyou', /^\/donate\/thankyou$/],
  ['/donate', /^\/donate$/],
  ['/memorial-donation', /^\/memorial-donation$/],
  ['/events', /^\/events$/],
  ['/events/{id}', /^\/events\/[^/]+$/],
  ['/halftime', /^\/halftime$/],
  ['/holidays', /^\/holidays$/],
  ['/holidays/{slug}', /^\/holidays\/[^/]+$/],
  ['/learning', /^\/learning$/],
  ['/learning/{programme}', /^\/learning\/[^/]+$/],
  ['/learning/{programme}/{unit}', /^\/learning\/[^/]+\/.+$/],
  ['/newsletters', /^\/newsletters$/],
  ['/order', /^\/order$/],
  ['/p/{id}', /^\/p(\/[^/]+)?$/],
  ['/search', /^\/search$/],
  ['/series', /^\/series$/],
  ['/series/{id}', /^\/series\/[^/]+$/],
  ['/shabbos', /^\/shabbos$/],
  ['/shabbos/{parsha}', /^\/shabbos\/[^/]+$/],
  ['/tag/{id}', /^\/tag(\/[^/]+)?$/],
  ['/tefillah', /^\/tefillah$/],
  ['/tishabav', /^\/tishabav$/],
  ['/tzom-gedalia', /^\/tzom-gedalia$/],
  // The catch-all single-segment page (content pages such as /privacy-policy).
  ['/{id}', /^\/[^/]+$/],
];

/** What the crawl must reach: the route table (spec §2.1) and the holiday, Shabbos and learning pages. */
const MUST_REACH = [
  '/',
  '/author',
  '/author/{id}',
  '/blogs',
  '/blogs/{id}',
  '/calendar',
  '/channels',
  '/connect',
  '/dafyomi',
  '/dafyomi/{masechta}/{daf}',
  '/dafyomi/{masechta}/{daf}/{id}',
  '/donate',
  '/memorial-donation',
  '/events',
  '/events/{id}',
  '/halftime',
  '/newsletters',
  '/order',
  '/search',
  '/series',
  '/series/{id}',
  '/shabbos',
  '/shabbos/{parsha}',
  '/tefillah',
  '/tishabav',
  '/tzom-gedalia',
  '/holidays',
  '/holidays/{slug}',
  '/learning',
  '/learning/{programme}',
  '/learning/{programme}/{unit}',
  '/p/{id}',
  '/tag/{id}',
  '/{id}',
];

/**
 * Routes of the table that no link leads to before the visitor does something: they are checked
 * apart (below) where that is cheap, and are not expected of the crawl.
 */
const AFTER_AN_ACTION: Record<string, string> = {
  '/calendar/thankyou': 'where subscribing to the calendar or signing up for an event lands (calendar.spec.ts, event-signups.spec.ts)',
  '/donate/thankyou': 'where a paid donation returns from the payment provider (donate.spec.ts)',
  '/logged-in': 'the landing page after signing in, reached through /login',
  '/logout': 'where /signout ends, reached by signing out',
  '/profile': 'needs a signed-in user: linked from the avatar menu (checked below)',
};

/** Not pages to crawl: the API, sign-in and out, the studio (editors), files and Next's own. */
const SKIPPED = /^\/(?:api|login|signout|logout|logged-in|studio|dev|media|_next|profile)(?:\/|$)|\.(?:xml|ics|csv|pdf|json|txt|png|jpe?g|svg|webp|ico|mp3|mp4)$/i;

/**
 * Which links are followed: each plain route once; each parametrised route once from each route
 * that links to it (a daf page linked from the home page's "today" may have no shiurim, the one a
 * shiur's page links to has that shiur), so the crawl meets the pages' different kinds of links
 * without walking the whole catalogue.
 */
const followKey = (route: string, fromRoute: string) => (route.includes('{') ? `${route} from ${fromRoute}` : route);
const MAX_PAGES = 150;

const routeOf = (pathname: string) => ROUTES.find(([, pattern]) => pattern.test(pathname))?.[0];

/** The same-origin page links of an HTML page, as paths with their query (no fragment). */
function linksOf(html: string, from: URL): URL[] {
  const found: URL[] = [];
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)) {
    const href = raw!.replaceAll('&amp;', '&');
    if (/^(?:mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, from);
    if (url.origin !== from.origin) continue;
    url.hash = '';
    // Trailing slashes are redirected to the same page ("/donate/" → "/donate").
    if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
    found.push(url);
  }
  return found;
}

/**
 * The page's inline scripts its script policy does not name (serve/script-policy.mjs), read here
 * independently of the server's reading: each would be refused by the browser, and a page missing
 * one of Next's or React's stops half-drawn. Data blocks (JSON-LD) are not scripts.
 */
function scriptsOutsidePolicy(html: string, policy: string): string[] {
  const outside: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!) || /type="application\/(?:ld\+)?json"/.test(attributes!)) continue;
    const hash = `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`;
    if (!policy.includes(hash)) outside.push(text!.slice(0, 80));
  }
  return outside;
}

async function crawl(request: APIRequestContext, baseURL: string) {
  const reached = new Map<string, string[]>();
  const broken: string[] = [];
  const unnamedScripts: string[] = [];
  const followed = new Set<string>();
  const seen = new Set<string>();
  let queue = [new URL('/', baseURL)];
  let fetched = 0;
  while (queue.length > 0 && fetched < MAX_PAGES) {
    const level = queue;
    queue = [];
    // A few at a time: a first visit renders the page, and the machine is shared.
    for (let start = 0; start < level.length && fetched < MAX_PAGES; start += 4) {
      const batch = level.slice(start, start + 4);
      fetched += batch.length;
      const pages = await Promise.all(
        batch.map(async (url) => {
          const response = await request.get(`${url.pathname}${url.search}`);
          const html = (response.headers()['content-type'] ?? '').includes('text/html') ? await response.text() : '';
          return { url, status: response.status(), html, policy: response.headers()['content-security-policy'] ?? '' };
        }),
      );
      for (const { url, status, html, policy } of pages) {
        const route = routeOf(url.pathname)!;
        for (const script of scriptsOutsidePolicy(html, policy)) unnamedScripts.push(`${url.pathname}${url.search}: ${script}`);
        if (status >= 400) {
          broken.push(`${url.pathname}${url.search} (${status})`);
          continue;
        }
        reached.set(route, [...(reached.get(route) ?? []), `${url.pathname}${url.search}`]);
        for (const link of linksOf(html, url)) {
          const address = `${link.pathname}${link.search}`;
          const linkRoute = routeOf(link.pathname);
          if (seen.has(address) || SKIPPED.test(link.pathname) || !linkRoute) continue;
          seen.add(address);
          const key = followKey(linkRoute, route);
          if (followed.has(key)) continue;
          followed.add(key);
          queue.push(link);
        }
      }
    }
  }
  return { reached, broken, fetched, unnamedScripts };
}

test('from the home page, following links reaches every route of the site', async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const { reached, broken, fetched, unnamedScripts } = await crawl(request, baseURL!);
  const missing = MUST_REACH.filter((route) => !reached.has(route));
  expect(missing, `not reached in ${fetched} pages; broken: ${JSON.stringify(broken)}; reached: ${JSON.stringify(Object.fromEntries(reached), null, 1)}`).toEqual([]);
  expect(broken, 'links that lead nowhere').toEqual([]);
  expect(unnamedScripts, "inline scripts the pages' script policies do not name").toEqual([]);
  expect(fetched).toBeLessThanOrEqual(MAX_PAGES);
  // Nothing listed as reachable only after an action is expected of the crawl.
  for (const route of Object.keys(AFTER_AN_ACTION)) expect(MUST_REACH).not.toContain(route);
});

test('the signed-in avatar menu reaches /profile', async ({ page }) => {
  await signIn(page, { account: DEMO_READER });
  // The avatar's popover on wide screens; inside the collapsed navigation on narrow ones.
  const avatar = page.getByRole('button', { name: /Account menu/ });
  if (await avatar.isVisible()) await avatar.click();
  else await page.getByRole('button', { name: 'Menu' }).click();
  const profile = page.getByRole('link', { name: 'Profile' }).locator('visible=true').first();
  await expect(profile).toHaveAttribute('href', '/profile');
  await profile.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
