import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { env } from '@/env';
import { ApolloProvider } from '@/lib/apollo/ApolloProvider';
import { StyledComponentsRegistry } from '@/lib/styled-registry';
import './globals.css';

export const metadata: Metadata = {
  title: { default: env.SITE_NAME, template: `%s | ${env.SITE_NAME}` },
  description: 'Shiurim in audio, video and text: Daf Yomi, Parsha, Halacha, Mishna and more.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>
          <ApolloProvider>{children}</ApolloProvider>
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
