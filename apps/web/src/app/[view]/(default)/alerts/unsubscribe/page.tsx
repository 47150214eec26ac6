import type { Metadata } from 'next';
import { namesOfUnfollowTargets } from '@openshiur/graphql/server';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { readUnsubscribeToken } from '@/features/alerts/server/unsubscribe-token';
import { stopAlertsAction } from '@/features/alerts/server/unsubscribe-action';
import { pageQuery } from '@/server/page-view';
import { database } from '@/server/services';

// Acts on the link's token: rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: 'Stop e-mail alerts', robots: { index: false } };

const listed = (names: string[]) => (names.length ? names.join(', ') : 'these series and speakers');

/**
 * /alerts/unsubscribe?token=…, from the link in an alert mail: names what the link stops and asks
 * for one click. Never acts on GET, because mail scanners open links (one-click unsubscribe by the
 * mail app is POST /api/alerts/unsubscribe). Rendered per request (see the proxy).
 */
export default async function StopAlertsPage({ params, searchParams }: PageProps<'/[view]/alerts/unsubscribe'>) {
  const query = await pageQuery(params, searchParams);
  const token = typeof query.token === 'string' ? query.token : undefined;
  const link = await readUnsubscribeToken(token);
  if (!link)
    return (
      <>
        <h1>This link does not work</h1>
        <p>
          It may have been cut short by your mail program. You can stop alerts from your <Link href="/profile">profile</Link>, where every
          series and speaker you follow has an Unsubscribe button.
        </p>
      </>
    );
  const names = await namesOfUnfollowTargets(await database(), link.targets);
  if (query.done === '1')
    return (
      <>
        <h1>Done</h1>
        <p role="status">{`You will no longer get e-mails about ${listed(names)}.`}</p>
        <p>
          Changed your mind? Follow them again from their pages, or see everything you follow on your <Link href="/profile">profile</Link>.
        </p>
      </>
    );
  return (
    <>
      <h1>Stop e-mail alerts</h1>
      <p>{`Stop e-mails about new shiurim from ${listed(names)}? You will no longer follow them.`}</p>
      <form action={stopAlertsAction}>
        <input type="hidden" name="token" value={token} />
        <button type="submit">Stop these e-mails</button>
      </form>
    </>
  );
}
