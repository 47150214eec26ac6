import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { tokenOf } from '@/features/newsletters/server/link-operations';
import { confirmUnsubscribeAction } from '@/features/newsletters/server/preferences-actions';
import { pageQuery } from '@/server/page-view';

// Behind one person's signed link: rendered per request, never cached.
export const instant = false;

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false, follow: false } };

/**
 * Where a mail's unsubscribe link lands when opened in a browser (GET /api/newsletters/unsubscribe
 * sends it here). Opening it changes nothing: mail scanners open every link. The button does it.
 */
export default async function NewsletterUnsubscribePage({ params, searchParams }: PageProps<'/[view]/newsletters/preferences/unsubscribe'>) {
  const query = await pageQuery(params, searchParams);
  const token = tokenOf(query.token);
  if (query.done === '1') {
    return (
      <>
        <h1>You are unsubscribed</h1>
        <p role="status" data-testid="newsletter-unsubscribed">
          Nothing more will be sent to you. Changed your mind? <Link href="/newsletters">Sign up again</Link>.
        </p>
      </>
    );
  }
  const problem = typeof query.problem === 'string' ? query.problem.slice(0, 300) : null;
  return (
    <>
      <h1>Unsubscribe</h1>
      {problem ? <p role="alert">{problem}</p> : null}
      {token ? (
        <form action={confirmUnsubscribeAction}>
          <input type="hidden" name="token" value={token} />
          <p>Stop the newsletters this mail came from?</p>
          <button type="submit">Unsubscribe</button>
        </form>
      ) : (
        <p role="alert">This link is not complete. Use the unsubscribe link of a mail we sent you.</p>
      )}
    </>
  );
}
