import { Suspense } from 'react';
import { NarrowOnly, WideOnly } from '@openshiur/ui';
import { env } from '@/env';
import { SessionSync } from '@/features/account/client/SessionSync';
import { viewerDisplayName } from '@/features/account/page-viewer';
import { loadCurrentUser } from '@/server/first-render';
import type { Rendering } from '@/server/page-view';
import { ChatWidget } from '../client/ChatWidget';
import { LoginLink } from '../client/LoginLink';
import { PageViewerAccountLinks, PageViewerMenu, PageViewerSession } from '../client/PageViewerControls';
import { AccountLinks, UserMenu } from '../UserMenu';

/*
 * The signed-in parts of the page frame. The cached render of a page never reads the request: it
 * draws the signed-out state, so the whole page is prerendered and publicly cacheable; its viewer
 * parts also take a signed-in viewer that the production server splices into the page
 * (serve/viewer-pages.mjs, client/PageViewerControls.tsx).
 * The per-request render (a request with a session cookie, see server/page-view.ts) reads the
 * session, each part in its own <Suspense> boundary, so the current user is loaded on the server at
 * the first render (the product's states and transitions "First server render").
 */

/** Header, wide screens: the avatar menu when signed in, the "Login" link otherwise. */
export function ViewerMenu({ rendering }: { rendering: Rendering }) {
  if (rendering === 'cached') return <PageViewerMenuSlot />;
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
  return <SignedOutLoginLink />;
}

/**
 * The cached render's menu. Its server HTML is the fallback link, marked as the slot the production
 * server replaces with a signed-in viewer's avatar link (VIEWER_MENU_SLOT in
 * serve/viewer-splice.mjs: keep the two the same, attribute order included).
 */
function PageViewerMenuSlot() {
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <Suspense fallback={<a href="/login" data-viewer-slot="menu">Login</a>}>
      <PageViewerMenu />
    </Suspense>
  );
}

function SignedOutLoginLink() {
  return (
    // The link carries the page the visitor is on, read in the browser.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <Suspense fallback={<a href="/login">Login</a>}>
      <LoginLink />
    </Suspense>
  );
}

/** Header, inside the collapsible menu on narrow screens: "Profile" and "Sign out" when signed in. */
export function NarrowAccountLinks({ rendering }: { rendering: Rendering }) {
  if (rendering === 'cached') return <PageViewerAccountLinks />;
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
export function ViewerSession({ rendering }: { rendering: Rendering }) {
  // Signed out, cross-tab sync still runs, so a sign-in in another tab refreshes this one.
  if (rendering === 'cached') return <PageViewerSession chatScriptUrl={env.CHAT_WIDGET_SCRIPT_URL} chatAppId={env.CHAT_WIDGET_APP_ID} />;
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
          user={{ id: user.id, name: viewerDisplayName(user), email: user.email ?? null }}
        />
      ) : null}
    </>
  );
}
