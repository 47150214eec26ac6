import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { LinkProblem, ListNames } from '@/features/newsletters/NewsletterLinkParts';
import { confirmSignupAction } from '@/features/newsletters/server/confirm-action';
import { readPreferences, tokenOf } from '@/features/newsletters/server/link-operations';
import { pageQuery } from '@/server/page-view';

// Acts on the signed link of one person's mail: rendered per request (the proxy says so), never cached.
export const instant = false;

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false } };

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : undefined);

/**
 * /newsletters/confirm?token=…: the double opt-in link. Opening it changes nothing (mail scanners
 * open links): it asks for one click, whose Server Action confirms and comes back here with the
 * outcome (`done`, and the preferences token to show the lists). A second confirmation changes
 * nothing and says so.
 */
export default async function NewsletterConfirmPage({ params, searchParams }: PageProps<'/[view]/newsletters/confirm'>) {
  const query = await pageQuery(params, searchParams);
  const problem = text(query.problem);
  if (problem) return <LinkProblem heading="This confirmation link does not work" reason={problem} />;
  const done = text(query.done);
  const preferencesToken = tokenOf(query.prefs);
  if (done && preferencesToken) return <Confirmed status={done} preferencesToken={preferencesToken} />;
  const token = tokenOf(query.token);
  if (!token) return <LinkProblem heading="This confirmation link does not work" />;
  return (
    <>
      <h1>Confirm your subscription</h1>
      <p>One click confirms that you asked for these newsletters. Nothing is sent until you do.</p>
      <form action={confirmSignupAction}>
        <input type="hidden" name="token" value={token} />
        <button type="submit">Confirm my subscription</button>
      </form>
    </>
  );
}

async function Confirmed({ status, preferencesToken }: { status: string; preferencesToken: string }) {
  const result = await readPreferences(preferencesToken);
  if (!result.ok) return <LinkProblem heading="This confirmation link does not work" reason={result.problem.reason} />;
  const subscription = result.value.newsletterPreferences;
  const confirmedNow = status === 'CONFIRMED';
  return (
    <>
      <h1>{confirmedNow ? 'Your subscription is confirmed' : 'Already confirmed'}</h1>
      <p role="status" data-testid="newsletter-confirmed">
        {confirmedNow ? `Thank you${subscription.firstName ? `, ${subscription.firstName}` : ''}. ` : 'This link was used before: nothing changed. '}
        {subscription.lists.length > 0 ? (
          <>
            You receive <ListNames lists={subscription.lists} /> at {subscription.email}.
          </>
        ) : (
          `${subscription.email} receives no newsletters.`
        )}
      </p>
      <p>
        <Link href={`/newsletters/preferences?token=${encodeURIComponent(preferencesToken)}`}>Manage your e-mail</Link>: change your lists or
        your name, or unsubscribe. Every mail we send has this link too.
      </p>
    </>
  );
}
