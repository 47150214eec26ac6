import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { ForgetBrowserSession } from '@/features/account/client/ForgetBrowserSession';
import { SignOutForm } from '@/features/account/SignOutForm';

// Reads the session cookie: rendered per request.
export const instant = false;

export const metadata: Metadata = { title: 'Sign out', robots: { index: false } };

const PAGE_STYLE = { maxWidth: 480, margin: '64px auto', padding: 16 } as const;

/**
 * The sign-out page (the product's route table). Reached with a session cookie still set (GET
 * /signout, a typed address, an old link), it asks for one click: signing out is a POST, so no link
 * or prefetch can do it. After /signout it says so, clears the browser-stored values and writes the
 * `logout` timestamp that signs out the other tabs.
 */
export default async function LogoutPage() {
  if ((await cookies()).get(SESSION_COOKIE_NAME)?.value) {
    return (
      <div style={PAGE_STYLE}>
        <h1>Sign out?</h1>
        <p>You are signed in on this browser.</p>
        <SignOutForm />
        <p>Lost a phone, or signed in on a shared computer? End every session of your account at once:</p>
        <SignOutForm everywhere>Sign out everywhere</SignOutForm>
        <p>
          <Link href="/">Stay signed in and go to the home page</Link>
        </p>
      </div>
    );
  }
  return (
    <div style={PAGE_STYLE}>
      <h1>You are signed out</h1>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
      <ForgetBrowserSession />
    </div>
  );
}
