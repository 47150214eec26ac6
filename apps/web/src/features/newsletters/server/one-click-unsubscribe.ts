import 'server-only';
import { UnsubscribeFromNewslettersDocument } from '@openshiur/graphql';
import { tokenOf } from './link-operations';
import { errorCodeOf, runOperation } from './run-operation';

const PLAIN = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/** Whether the body is RFC 8058's `List-Unsubscribe=One-Click` (as a form, url-encoded or multipart). */
async function isOneClickBody(request: Request): Promise<boolean> {
  try {
    return (await request.formData()).get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

/**
 * POST /api/newsletters/unsubscribe?token=…: a mail client's one-click unsubscribe (RFC 8058). It
 * answers the client, not a person: 200 and a line of text, the same when done before.
 */
export async function oneClickUnsubscribe(request: Request): Promise<Response> {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  if (!token) return new Response('The unsubscribe link has no token.\n', { status: 400, headers: PLAIN });
  if (!(await isOneClickBody(request))) return new Response('Expected List-Unsubscribe=One-Click.\n', { status: 400, headers: PLAIN });
  const { data, errors } = await runOperation(request, UnsubscribeFromNewslettersDocument, { token, list: null });
  if (data) return new Response('Unsubscribed.\n', { status: 200, headers: PLAIN });
  if (errorCodeOf(errors) === 'BAD_USER_INPUT') return new Response('The unsubscribe link is not valid.\n', { status: 400, headers: PLAIN });
  console.error('[newsletters] one-click unsubscribe failed', errors[0]);
  return new Response('Unsubscribing failed; please try again later.\n', { status: 503, headers: { ...PLAIN, 'retry-after': '60' } });
}

/**
 * GET of the same link (a person clicking it in a mail, or a scanner fetching it): never
 * unsubscribes, but shows the page whose button does.
 */
export function unsubscribePage(request: Request): Response {
  const token = tokenOf(new URL(request.url).searchParams.get('token'));
  const target = new URL('/newsletters/preferences/unsubscribe', request.url);
  if (token) target.searchParams.set('token', token);
  return new Response(null, { status: 303, headers: { location: `${target.pathname}${target.search}`, 'cache-control': 'no-store' } });
}
