import type { Metadata } from 'next';
import { LinkProblem } from '@/features/newsletters/NewsletterLinkParts';
import { PreferencesForm } from '@/features/newsletters/PreferencesForm';
import { readPreferences, tokenOf } from '@/features/newsletters/server/link-operations';
import { savePreferencesAction, unsubscribeAllAction } from '@/features/newsletters/server/preferences-actions';
import { pageQuery } from '@/server/page-view';

// One person's choices, from the signed link of their mail: rendered per request, never cached.
export const instant = false;

export const metadata: Metadata = { title: 'Your e-mail preferences', robots: { index: false, follow: false } };

/**
 * /newsletters/preferences?token=…: the lists and name of the address a mail's preferences link
 * was made for, a form to change them, and unsubscribing from everything.
 */
export default async function NewsletterPreferencesPage({ params, searchParams }: PageProps<'/[view]/newsletters/preferences'>) {
  const query = await pageQuery(params, searchParams);
  const token = tokenOf(query.token);
  const result = token ? await readPreferences(token) : null;
  if (!token || !result?.ok) return <LinkProblem heading="This link does not work" reason={result?.ok === false ? result.problem.reason : undefined} />;
  const said = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 300) : null);
  const saved = said(query.saved);
  const { newsletterPreferences: subscription, newsletterLists: lists } = result.value;
  return (
    <>
      <h1>Your e-mail preferences</h1>
      {saved ? (
        <p role="status" data-testid="newsletter-preferences-saved">
          {saved === 'none' ? 'You are unsubscribed from every list. Nothing more will be sent.' : 'Your preferences are saved.'}
        </p>
      ) : null}
      {said(query.problem) ? <p role="alert">{said(query.problem)}</p> : null}
      <PreferencesForm token={token} subscription={subscription} lists={lists} save={savePreferencesAction} unsubscribeAll={unsubscribeAllAction} />
    </>
  );
}
