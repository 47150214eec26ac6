'use client';
import { NarrowOnly, WideOnly } from '@openshiur/ui';
import { usePageViewer } from '@/features/account/client/page-viewer-store';
import { viewerDisplayName } from '@/features/account/page-viewer';
import { SessionSync } from '@/features/account/client/SessionSync';
import { AccountLinks, UserMenu } from '../UserMenu';
import { ChatWidget } from './ChatWidget';
import { LoginLink } from './LoginLink';

/*
 * The viewer parts of a page every visitor shares (the cached render). Anonymous visitors get them
 * as rendered. For a signed-in visitor the server spliced the viewer into the page
 * (serve/viewer-pages.mjs): the header shows their avatar link before any script runs, and once the
 * page hydrates these parts draw the account menu, the narrow menu's links and the session's watch.
 */

/** The avatar menu for a spliced viewer, otherwise "Login" back to this page. */
export function PageViewerMenu() {
  const viewer = usePageViewer();
  if (!viewer) return <LoginLink />;
  return (
    <WideOnly>
      <UserMenu user={viewer} />
    </WideOnly>
  );
}

/** "Profile" and "Sign out" in the collapsible menu on narrow screens. */
export function PageViewerAccountLinks() {
  const viewer = usePageViewer();
  return viewer ? (
    <NarrowOnly>
      <AccountLinks />
    </NarrowOnly>
  ) : null;
}

/** Cross-tab sign-out and the chat widget, once the page knows whether a viewer is signed in. */
export function PageViewerSession({ chatScriptUrl, chatAppId }: { chatScriptUrl?: string; chatAppId?: string }) {
  const viewer = usePageViewer();
  if (viewer === undefined) return null;
  return (
    <>
      <SessionSync signedIn={viewer !== null} />
      {viewer && chatScriptUrl ? (
        <ChatWidget src={chatScriptUrl} appId={chatAppId} user={{ id: viewer.id, name: viewerDisplayName(viewer), email: viewer.email }} />
      ) : null}
    </>
  );
}
