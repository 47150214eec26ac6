'use client';
import { Suspense } from 'react';
import { GlobalStyles } from '@openshiur/ui';
import { ChunkLoadRecovery, CookieConsentDrawer, OnlineStatusNotice } from '@openshiur/ui/client';
import { NavigationProgress } from '@/features/chrome/navigation/client/NavigationProgress';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { ConsentScripts, type ConsentScriptsProps } from './ConsentScripts';

/**
 * What every page has around its frame: global styles, the loading bar, the online/offline notice,
 * recovery from failed code-chunk loads, the cookie-consent drawer and the consented scripts.
 */
export function SiteOverlays({ scripts }: { scripts: ConsentScriptsProps }) {
  return (
    <>
      <GlobalStyles />
      {/* useSearchParams needs a Suspense boundary so static pages stay static. */}
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <OnlineStatusNotice />
      <ChunkLoadRecovery />
      <CookieConsentDrawer policyHref="/cookie-policy" linkAs={SiteLink} />
      <ConsentScripts {...scripts} />
    </>
  );
}
