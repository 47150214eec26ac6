import { Suspense } from 'react';
import { NarrowOnly, WideOnly } from '@openshiur/ui';
import { env } from '@/env';
import { SessionSync } from '@/features/account/client/SessionSync';
import { loadCurrentUser, type CurrentUser } from '@/server/first-render';
import { ChatWidget } from '../client/ChatWidget';
import { LoginLink } from '../client/LoginLink';
import { AccountLinks, UserMenu } from './UserMenu';

/*
 * The signed-in parts of the page frame. Each reads the request's session, so each sits in its own
 * <Suspense> boundary: the rest of the page is prerendered and served from Next's cache, and only
 * these stream in per request (the product's states and transitions "First server render": the current user is still loaded on
 * the server).
 */

/** Header, wide screens: the avatar menu when signed in, the "Login" link otherwise. */
export function ViewerMenu() {
  return (
    // Sign-in is a full-page navigation; the link carries the page the visitor is on.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <Suspense fallback={<a href="/login">Login</a>}>
      <ViewerMenuFor />
    </Suspense>
  );
}

async function ViewerMenuFor() {
  const user = await loadCurrentUser();
  if (user) {
    return (
      <WideOnly>
        <UserMenu user={user} />
      </WideOnly>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <Suspense fallback={<a href="/login">Login</a>}>
      <LoginLink />
    </Suspense>
  );
}

/** Header, inside the collapsible menu on narrow screens: "Profile" and "Sign out" when signed in. */
export function NarrowAccountLinks() {
  return (
    <Suspense fallback={null}>
      <NarrowAccountLinksFor />
    </Suspense>
  );
}

async function NarrowAccountLinksFor() {
  const user = await loadCurrentUser();
  return user ? (
    <NarrowOnly>
      <AccountLinks />
    </NarrowOnly>
  ) : null;
}

/** Cross-tab sign-out and the chat widget, both for this request's user. */
export function ViewerSession() {
  return (
    <Suspense fallback={null}>
      <ViewerSessionFor />
    </Suspense>
  );
}

async function ViewerSessionFor() {
  const user = await loadCurrentUser();
  return (
    <>
      <SessionSync signedIn={Boolean(user)} />
      {user && env.CHAT_WIDGET_SCRIPT_URL ? (
        <ChatWidget
          src={env.CHAT_WIDGET_SCRIPT_URL}
          appId={env.CHAT_WIDGET_APP_ID}
          user={{ id: user.id, name: displayName(user), email: user.email ?? null }}
        />
      ) : null}
    </>
  );
}

function displayName(user: CurrentUser): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || null;
}
