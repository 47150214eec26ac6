import * as Sentry from '@sentry/nextjs';
import { publicEnv } from './src/env.client';
import { isChunkLoadError } from '@openshiur/ui';

Sentry.init({
  dsn: publicEnv.sentryDsn,
  enabled: Boolean(publicEnv.sentryDsn),
  tracesSampleRate: 0.1,
  // Spec §8: failed code-chunk loads reload the page and are not reported.
  beforeSend: (event, hint) => (isChunkLoadError(hint.originalException) ? null : event),
});

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
