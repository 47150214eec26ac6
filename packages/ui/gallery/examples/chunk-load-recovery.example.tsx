import { useEffect, useState } from 'react';
import { CHUNK_RELOAD_KEY, ChunkLoadRecovery } from '../../src/client';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'ChunkLoadRecovery',
  description:
    'Reloads the page fully when a code chunk fails to load, at most once per 60 s; the time of the last reload is kept in sessionStorage under "chunkReloadAt".',
};

function readStamp(): string {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 'never';
  } catch {
    return 'unavailable';
  }
}

/** The button dispatches an unhandled rejection carrying a ChunkLoadError, as webpack would. */
export function SimulatedFailure() {
  const [stamp, setStamp] = useState('…');
  const [skipped, setSkipped] = useState(0);
  useEffect(() => setStamp(readStamp()), []);

  const simulate = () => {
    const error = new Error('Loading chunk 404 failed.\n(missing: /_next/static/chunks/404.js)');
    error.name = 'ChunkLoadError';
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', {
        reason: error,
        promise: Promise.resolve(),
        cancelable: true,
      }),
    );
  };

  return (
    <div>
      <ChunkLoadRecovery
        onChunkError={(_error, reloaded) => {
          if (!reloaded) setSkipped((count) => count + 1);
        }}
      />
      <p>
        Last automatic reload (sessionStorage {CHUNK_RELOAD_KEY}):{' '}
        <output data-testid="chunk-reload-at">{stamp}</output>
      </p>
      <p>
        Failures seen without reloading (within 60 s of the last reload):{' '}
        <output data-testid="chunk-reload-skipped">{skipped}</output>
      </p>
      <button type="button" onClick={simulate}>
        Simulate chunk load failure
      </button>
    </div>
  );
}
