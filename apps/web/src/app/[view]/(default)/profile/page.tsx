import type { Metadata } from 'next';
import { Avatar } from '@openshiur/ui';
import { SubscriptionList } from '@/features/account/subscriptions/client/SubscriptionList';
import { loadCurrentUser } from '@/server/first-render';
import { requireUser } from '@/features/account/server/route-checks';
import { GetAlertFrequencyDocument, GetSignedInSessionsDocument } from '@openshiur/graphql';
import { SignOutForm } from '@/features/account/SignOutForm';
import { AlertFrequencyForm } from '@/features/alerts/server/AlertFrequencyForm';
import { env } from '@/env';
import { query } from '@/server/apollo';

// One user's page: rendered per request for the signed-in viewer, never cached.
export const instant = false;

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

/**
 * The signed-in user's profile (the product's roles and route checks: "authenticated"): name, e-mail and picture, and the
 * series and authors they follow, each with Unsubscribe. Without a user, sign-in comes first and
 * brings the visitor back here.
 */
export default async function ProfilePage({ searchParams }: PageProps<'/[view]/profile'>) {
  await requireUser('/profile');
  const currentUser = await loadCurrentUser();
  // The token verified but the user record could not be read: treat as signed out.
  if (!currentUser) await requireUser('/profile');
  const user = currentUser!;
  const input = { services: env.SITE_SERVICE_ID };
  const [alerts, sessions, { alerts: notice }] = await Promise.all([
    query({ query: GetAlertFrequencyDocument, variables: { input } }),
    query({ query: GetSignedInSessionsDocument, variables: { input } }),
    searchParams,
  ]);
  const signedIn = sessions.data?.me?.signedInSessions ?? 1;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || 'Your profile';
  return (
    <>
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, margin: '16px 0 24px' }}>
        <Avatar
          firstName={user.firstName ?? undefined}
          lastName={user.lastName ?? undefined}
          name={user.name ?? undefined}
          picture={user.picture ?? undefined}
          size={72}
        />
        <div>
          <h1 style={{ margin: 0 }}>{name}</h1>
          {user.email ? <p style={{ margin: '4px 0 0' }}>{user.email}</p> : null}
        </div>
      </header>
      <h2>Series you follow</h2>
      <SubscriptionList
        kind="series"
        items={user.subscribedSeries.map((series) => ({ id: String(series.id), name: series.name }))}
        emptyText="You do not follow any series yet."
      />
      <h2>Authors you follow</h2>
      <SubscriptionList
        kind="author"
        items={user.subscribedAuthors.map((author) => ({ id: String(author.id), name: author.name }))}
        emptyText="You do not follow any authors yet."
      />
      <AlertFrequencyForm
        current={alerts.data?.me?.alertFrequency ?? 'IMMEDIATE'}
        email={user.email ?? null}
        notice={typeof notice === 'string' ? notice : undefined}
      />
      <section aria-labelledby="sessions-heading" data-testid="signed-in-sessions">
        <h2 id="sessions-heading">Where you are signed in</h2>
        <p>
          {signedIn === 1
            ? 'You are signed in on this browser only.'
            : `You are signed in on ${signedIn} browsers or apps, this one included.`}{' '}
          Signing out everywhere ends them all at once, this one too.
        </p>
        <SignOutForm everywhere>Sign out everywhere</SignOutForm>
      </section>
    </>
  );
}
