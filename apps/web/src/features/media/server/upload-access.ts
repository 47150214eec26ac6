import 'server-only';
import type { Actor } from '@openshiur/db';
import { CSRF_HEADER } from '@openshiur/graphql';
import { tokenVerifier } from '@/features/account/server/auth';
import { identityOfRequest } from '@/features/account/server/session';
import { holdsRole } from '@/features/studio/server/roles';

/** `none`: typed into the address bar, never another site (as /api/graphql counts it). */
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

/**
 * Who may send files: an editor, signed in (the session cookie, as the studio's pages check it) on
 * the site's own pages, or a tool with an editor's Bearer token. The browser sends the cookie by
 * itself, so a request with it that changes something must also carry the CSRF header, which no
 * form and no other origin's script can send (these endpoints grant no CORS), and must not come
 * from another site by Sec-Fetch-Site.
 * The uploader as the media_files row names them, or the answer to send instead.
 */
export async function uploaderOf(request: Request, { changes }: { changes: boolean }): Promise<Actor | Response> {
  // Tools send a Bearer token (as to /api/graphql); a browser brings its session cookie.
  const bearer = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const identity = bearer ? await tokenVerifier.verify(bearer).catch(() => null) : await identityOfRequest(request);
  if (!identity) return textResponse(401, bearer ? 'The Bearer token is not valid.' : 'Sign in to upload files.');
  if (!(await holdsRole(identity, 'editor'))) return textResponse(403, 'Uploading files needs the editor role.');
  // A token is sent on purpose, never by the browser on its own: no cross-site request to guard against.
  if (changes && !bearer) {
    const fetchSite = request.headers.get('sec-fetch-site');
    if ((fetchSite !== null && !SAME_SITE_FETCH.has(fetchSite)) || !request.headers.get(CSRF_HEADER)) {
      return textResponse(403, `Uploads must come from this site's pages (with the ${CSRF_HEADER} header).`);
    }
  }
  return { subject: identity.subject, name: identity.name ?? null, email: identity.email ?? null };
}

export function textResponse(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
