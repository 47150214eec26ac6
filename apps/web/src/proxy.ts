import { NextResponse, type NextRequest } from 'next/server';
import { canonicalDafYomiPath } from '@/features/dafyomi/masechta-address';
import { dafItemRedirect } from '@/features/dafyomi/server/daf-item-redirect';
import { canonicalUnitPath } from '@/features/learning/server/programme-route';
import { loginHref } from '@/features/account/server/route-checks';
import { identityOfRequest, siteOrigin } from '@/features/account/server/session';

/**
 * Decisions made before any of a page is sent. Pages stream (their frame is prerendered), and a
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
  if (pathname === '/profile' && !(await identityOfRequest(request))) {
    return NextResponse.redirect(new URL(loginHref(pathname + search), siteOrigin(request)), 307);
  }
  return NextResponse.next();
}

export const config = { matcher: ['/profile', '/dafyomi/:path+', '/learning/:programme/:unit+'] };
