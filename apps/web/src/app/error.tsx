'use client';
import { useEffect } from 'react';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { ErrorPageBoundary } from '@/components/errors/ErrorPageFallback';
import { statusCodeOf } from '@/components/errors/status-code';
import { reloadOnceAfterChunkError } from '@openshiur/ui';
import { announceNavigationFailed } from '@/components/navigation/navigation-events';

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
