import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginLink } from '@/components/chrome/LoginLink';
import { loadFirstRender } from '@/server/first-render';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

/** The signed-in user's profile: details and subscriptions. */
export default async function ProfilePage() {
  const { currentUser } = await loadFirstRender();
  if (!currentUser) {
    return (
      <>
        <h1>Profile</h1>
        <p>Sign in to see your profile and your subscriptions.</p>
        <Suspense>
          <LoginLink />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <h1>{[currentUser.firstName, currentUser.lastName].filter(Boolean).join(' ') || 'Profile'}</h1>
      {currentUser.email ? <p>{currentUser.email}</p> : null}
      <h2>Series you follow</h2>
      {currentUser.subscribedSeries.length === 0 ? <p>None yet.</p> : null}
      <ul>
        {currentUser.subscribedSeries.map((series) => (
          <li key={series.id}>
            <Link href={`/series/${series.id}`}>{series.name}</Link>
          </li>
        ))}
      </ul>
      <h2>Authors you follow</h2>
      {currentUser.subscribedAuthors.length === 0 ? <p>None yet.</p> : null}
      <ul>
        {currentUser.subscribedAuthors.map((author) => (
          <li key={author.id}>
            <Link href={`/author/${author.id}`} dangerouslySetInnerHTML={{ __html: author.name }} />
          </li>
        ))}
      </ul>
    </>
  );
}
