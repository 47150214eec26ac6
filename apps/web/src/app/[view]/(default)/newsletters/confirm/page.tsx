import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { LinkProblem, ListNames } from '@/features/newsletters/NewsletterLinkParts';
import { confirmSignup, tokenOf } from '@/features/newsletters/server/link-operations';
import { pageQuery } from '@/server/page-view';

// Acts on the signed link of one person's mail: rendered per request (the proxy says so), never cached.
export const instant = false;

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false, follow: false } };

/**
 * /newsletters/confirm?token=…: the double opt-in link. Following it applies the sign-up's choices
 * once; followed again it changes nothing and says so. Links to the preferences page.
 */
export default async function NewsletterConfirmPage({ params, searchParams }: PageProps<'/[view]/newsletters/confirm'>) {
  const token = tokenOf((await pageQuery(params, searchParams)).token);
  const result = token ? await confirmSignup(token) : null;
  if (!result?.ok) return <LinkProblem heading="This confirmation link does not work" reason={result?.ok === false ? result.problem.reason : undefined} />;
  const { status, subscription, preferencesToken } = result.value;
  return (
    <>
      <h1>{status === 'CONFIRMED' ? 'Your subscription is confirmed' : 'Already confirmed'}</h1>
      <p role="status" data-testid="newsletter-confirmed">
        {status === 'CONFIRMED' ? `Thank you${subscription.firstName ? `, ${subscription.firstName}` : ''}. ` : 'This link was used before: nothing changed. '}
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
