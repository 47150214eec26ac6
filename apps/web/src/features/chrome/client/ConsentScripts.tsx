'use client';
import Script from 'next/script';
import { ConsentGate } from '@openshiur/ui/client';

export interface ConsentScriptsProps {
  analytics?: { src: string; siteId?: string };
  ads?: { src: string };
}

/**
 * The optional analytics and advertising scripts, each loaded only after the visitor agreed to
 * that category in the cookie drawer (and never when it is not configured).
 */
export function ConsentScripts({ analytics, ads }: ConsentScriptsProps) {
  return (
    <>
      {analytics ? (
        <ConsentGate category="analytics">
          <Script id="analytics" src={analytics.src} data-domain={analytics.siteId} strategy="afterInteractive" />
        </ConsentGate>
      ) : null}
      {ads ? (
        <ConsentGate category="ads">
          <Script id="ads" src={ads.src} strategy="afterInteractive" />
        </ConsentGate>
      ) : null}
    </>
  );
}
