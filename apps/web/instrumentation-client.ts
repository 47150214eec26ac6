import { isChunkLoadError } from '@openshiur/ui';
import { publicEnv } from './src/env.client';
import { browserSentry } from './src/lib/browser-sentry';

// Without a DSN nothing of Sentry is downloaded (see browserSentry).
void browserSentry()?.then((Sentry) =>
  Sentry.init({
    dsn: publicEnv.sentryDsn,
    tracesSampleRate: 0.1,
    // The product's error catalogue: failed code-chunk loads reload the page and are not reported.
    beforeSend: (event, hint) => (isChunkLoadError(hint.originalException) ? null : event),
  }),
);

export function onRouterTransitionStart(href: string, navigationType: string): void {
  void browserSentry()?.then((Sentry) => Sentry.captureRouterTransitionStart(href, navigationType));
}
