'use client';
import { useEffect } from 'react';
import { ErrorPage } from '@/features/chrome/errors/ErrorPage';
import { ErrorPageBoundary } from '@/features/chrome/errors/client/ErrorPageFallback';
import { statusCodeOf } from '@/features/chrome/errors/status-code';
import { reloadOnceAfterChunkError } from '@openshiur/ui';
import { announceNavigationFailed } from '@/features/chrome/navigation/navigation-events';

/** Any error below the root layout: the spec's error page with the error's status (default 500). */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // A failed code chunk reloads the page; anything else is a failed page load (red loading bar).
    if (!reloadOnceAfterChunkError(error)) announceNavigationFailed();
  }, [error]);
  return (
    <ErrorPageBoundary>
      <ErrorPage statusCode={statusCodeOf(error)} />
    </ErrorPageBoundary>
  );
}
