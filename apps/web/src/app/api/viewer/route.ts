import { loadCurrentUserOf } from '@/server/first-render';
import { pageViewerOf } from '@/features/account/server/page-viewer';

/**
 * The signed-in visitor of this request (the session cookie), or `null`: what the production server
 * splices into a shared page for a signed-in request (serve/viewer-pages.mjs). It is the product's
 * GetCurrentUser, loaded on the server for the first render; never stored by any cache.
 */
export async function GET(request: Request): Promise<Response> {
  const user = await loadCurrentUserOf(request);
  return Response.json({ viewer: user ? pageViewerOf(user) : null }, { headers: { 'cache-control': 'private, no-store' } });
}
