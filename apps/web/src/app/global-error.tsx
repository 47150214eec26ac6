'use client';
import { useEffect } from 'react';
import { ErrorPage } from '@/features/chrome/errors/ErrorPage';
import { ErrorPageBoundary } from '@/features/chrome/errors/client/ErrorPageFallback';
import { statusCodeOf } from '@/features/chrome/errors/status-code';
import { reportBrowserError } from '@/lib/browser-sentry';
import { isChunkLoadError, reloadOnceAfterChunkError } from '@openshiur/ui';

/** The root layout itself failed: render our own document around the error page. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    if (reloadOnceAfterChunkError(error)) return;
    if (!isChunkLoadError(error)) reportBrowserError(error);
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>
        <ErrorPageBoundary>
          <ErrorPage statusCode={statusCodeOf(error)} />
        </ErrorPageBoundary>
      </body>
    </html>
  );
}
