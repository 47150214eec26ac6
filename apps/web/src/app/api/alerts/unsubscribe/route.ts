import { unfollowTargets } from '@openshiur/graphql/server';
import { readUnsubscribeToken } from '@/features/alerts/server/unsubscribe-token';
import { database } from '@/server/services';

const text = (body: string, status: number) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * The `List-Unsubscribe` address of alert mails. POST is the one-click unsubscribe of RFC 8058
 * (mail apps send `List-Unsubscribe=One-Click`); doing it twice changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const link = await readUnsubscribeToken(new URL(request.url).searchParams.get('token'));
  if (!link) return text('This unsubscribe link is not valid.', 400);
  await unfollowTargets(await database(), link.userId, link.targets);
  return text('Unsubscribed: you will no longer get these alerts.', 200);
}

/** A person who opens the address gets the page that asks first (a GET never unsubscribes: scanners open links). */
export function GET(request: Request): Response {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return new Response(null, { status: 303, headers: { location: `/alerts/unsubscribe?token=${encodeURIComponent(token)}`, 'cache-control': 'no-store' } });
}
