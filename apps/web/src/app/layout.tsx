import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ConsentProvider } from '@openshiur/ui/client';
import { env } from '@/env';
import { siteMetadataBase } from '@/server/absolute-url';
import { StyledComponentsRegistry } from '@/lib/client/styled-registry';
import { SiteOverlays } from '@/features/chrome/client/SiteOverlays';

export const metadata: Metadata = {
  // Relative canonical and Open Graph addresses of every page resolve against the site's origin.
  metadataBase: siteMetadataBase(),
  title: { default: env.SITE_NAME, template: `%s | ${env.SITE_NAME}` },
  description: 'Shiurim in audio, video and text: Daf Yomi, Parsha, Halacha, Mishna and more.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

const scripts = {
  analytics: env.ANALYTICS_SCRIPT_URL ? { src: env.ANALYTICS_SCRIPT_URL, siteId: env.ANALYTICS_SITE_ID } : undefined,
  ads: env.ADS_SCRIPT_URL ? { src: env.ADS_SCRIPT_URL } : undefined,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>
          {/* The consent cookie is read in the browser, so no page becomes dynamic because of it. */}
          <ConsentProvider>
            {children}
            <SiteOverlays scripts={scripts} />
          </ConsentProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
