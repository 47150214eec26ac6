import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { ForgetBrowserSession } from '@/features/account/client/ForgetBrowserSession';

// Reads the session cookie: rendered per request.
export const instant = false;

export const metadata: Metadata = { title: 'Signed out', robots: { index: false } };

/**
 * The sign-out page (the product's route table). Reached with a session cookie still set (typed in, or an old
 * link), it goes through /signout first, which is the only place that can remove the httpOnly
 * cookie; then it clears the browser-stored values and writes the `logout` timestamp.
 */
export default async function LogoutPage() {
  if ((await cookies()).get(SESSION_COOKIE_NAME)?.value) redirect('/signout');
  return (
    <div style={{ maxWidth: 480, margin: '64px auto', padding: 16 }}>
      <h1>You are signed out</h1>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
      <ForgetBrowserSession />
    </div>
  );
}
