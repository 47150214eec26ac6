import { loadCurrentUserOf } from '@/server/first-render';
import { pageViewerOf } from '@/features/account/server/page-viewer';

/**
 * The signed-in visitor of this request (the session cookie), or `null`: what the production server
 * splices into a shared page for a signed-in request (serve/viewer-pages.mjs). It is the product's
 * GetCurrentUser, loaded on the server for the first render; never stored by any cache.
 * `sessionEnded: true` when the cookie names no live session: the server then tells the browser to
 * forget it.
 */
export async function GET(request: Request): Promise<Response> {
  const { user, sessionEnded } = await loadCurrentUserOf(request);
  return Response.json(
    { viewer: user ? pageViewerOf(user) : null, ...(sessionEnded ? { sessionEnded: true } : {}) },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}
