import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import { canonicalDafYomiPath } from '@/features/dafyomi/masechta-address';
import { dafItemRedirect } from '@/features/dafyomi/server/daf-item-redirect';
import { canonicalUnitPath } from '@/features/learning/server/programme-route';
import { loginHref } from '@/features/account/server/route-checks';
import { identityOfRequest, siteOrigin } from '@/features/account/server/session';
import { holdsRole } from '@/features/studio/server/roles';
import { CACHED_VIEW, PER_REQUEST_VIEW, viewSegmentFor } from '@/lib/page-view';
import { ANONYMOUS_PAGE_CACHE_CONTROL } from '@/lib/shared-cache-control';

/** Pages for signed-in users only: the profile, and the studio (whose pages check the role too). */
const SIGNED_IN_ONLY = /^\/(?:profile|studio)(?:\/|$)/;
/** The editors' studio: editors only; its roles and audit pages: admins only. */
const STUDIO = /^\/studio(?:\/|$)/;
const STUDIO_ADMIN = /^\/studio\/admin(?:\/|$)/;

/**
 * Pages that act on a signed link from a mail (`?token=…`) or read their own address (a payment
 * reference, the checkout's item): rendered per request and never stored
 * in a shared cache, whoever opens them (the cached render drops unknown search parameters).
 */
const PER_REQUEST_PAGES = /^\/(?:newsletters\/(?:confirm|preferences)|events\/signups|alerts|donate\/(?:thankyou|monthly)|order\/(?:checkout|thankyou)|payments)(?:\/|$)/;

/** Files served by route handlers among the pages (feeds, artwork, calendars): the same for everyone. */
const FILE_ADDRESS = /\/(feed\.xml|artwork\.png|calendar\.ics|events\.ics|event\.ics|stream\.ics)$/;

/**
 * Decisions made before any of a page is sent, then the render the page gets (lib/page-view.ts):
 * anonymous visits go to the cached render and leave with a public Cache-Control, requests with a
 * session cookie go to the per-request render. Pages stream (their frame is prerendered), and a
 * redirect decided inside a stream would be a client-side one, or none at all for a crawler; one
 * decided in a page's first render carries its Location header twice (vercel/next.js#95913).
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const to = (path: string, status: 307 | 308) =>
    NextResponse.redirect(new URL(path + search, siteOrigin(request)), status);

  // A masechta in any spelling goes to the canonical address (the pages check it again).
  const canonical = canonicalDafYomiPath(pathname);
  if (canonical) return to(canonical, 308);
  // An item address with another daf or none goes to the shiur's own address.
  const item = await dafItemRedirect(pathname);
  if (item) return to(item.path, item.permanent ? 308 : 307);
  // A learning unit in another spelling goes to its canonical address.
  const unit = canonicalUnitPath(pathname);
  if (unit) return to(unit, 308);
  // The product's roles and route checks "authenticated" pages: without a valid session, sign in first and come back.
  if (SIGNED_IN_ONLY.test(pathname)) {
    const identity = await identityOfRequest(request);
    if (!identity) return NextResponse.redirect(new URL(loginHref(pathname + search), siteOrigin(request)), 307);
    // The studio's role check (issue 16): a signed-in reader gets the 403 page at the same address.
    if (STUDIO.test(pathname)) {
      const role = STUDIO_ADMIN.test(pathname) ? 'admin' : 'editor';
      if (!(await holdsRole(identity, role))) return toForbiddenPage(request);
    }
  }
  return toPageRender(request);
}

function toForbiddenPage(request: NextRequest): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = `/${PER_REQUEST_VIEW}/403`;
  target.search = '';
  return NextResponse.rewrite(target);
}

function toPageRender(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const isFile = FILE_ADDRESS.test(pathname);
  // Only the presence of the cookie matters here: an expired session renders signed out, per request.
  const signedIn = !isFile && Boolean(request.cookies.get(SESSION_COOKIE_NAME)?.value);
  const view = isFile ? CACHED_VIEW : PER_REQUEST_PAGES.test(pathname) ? PER_REQUEST_VIEW : viewSegmentFor(signedIn, searchParams);
  const target = request.nextUrl.clone();
  target.pathname = `/${view}${pathname === '/' ? '' : pathname}`;
  const response = NextResponse.rewrite(target);
  // Pages shared by every visitor may be kept by a CDN; files set their own caching.
  if (!isFile && view !== PER_REQUEST_VIEW) response.headers.set('Cache-Control', ANONYMOUS_PAGE_CACHE_CONTROL);
  return response;
}

export const config = {
  // Every page address; not Next's own files, the API, sign-in and sign-out, or the site's icons.
  matcher: [
    '/((?!_next/|api/|dev/mail|login|logged-in|logout|signout|bench/|images/|media/|icon\\.svg|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)',
  ],
};
