import { useCallback, useEffect, useState } from 'react';
import { IdlePrefetchLink, currentConnection, shouldPrefetch } from '../../src/client';
import { theme } from '../../src/theme';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'IdlePrefetchLink',
  description:
    'Links that prefetch their page once visible and the browser is idle (at most 2 s), never on 2g connections or with data-saver on.',
};

/** Counts prefetches; the last link is far down and is prefetched only once scrolled into view. */
export function PrefetchCounter() {
  const [prefetched, setPrefetched] = useState<string[]>([]);
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => setAllowed(shouldPrefetch(currentConnection())), []);
  const prefetch = useCallback((href: string) => setPrefetched((list) => [...list, href]), []);

  return (
    <div>
      <p>
        Prefetching on this connection:{' '}
        <output data-testid="prefetch-allowed">{allowed === null ? '…' : allowed ? 'allowed' : 'skipped'}</output>
      </p>
      <p>
        Prefetched: <output data-testid="prefetch-count">{prefetched.length}</output>{' '}
        <output data-testid="prefetch-list">{prefetched.join(' ')}</output>
      </p>
      <ul>
        <li>
          <IdlePrefetchLink href="/shiurim/first" prefetch={prefetch}>
            First shiur
          </IdlePrefetchLink>
        </li>
        <li>
          <IdlePrefetchLink href="/shiurim/second" prefetch={prefetch}>
            Second shiur
          </IdlePrefetchLink>
        </li>
      </ul>
      <div style={{ height: '160vh', borderInlineStart: `4px dotted ${theme.colors.border}` }} aria-hidden="true" />
      <IdlePrefetchLink href="/shiurim/far" prefetch={prefetch}>
        Far shiur
      </IdlePrefetchLink>
    </div>
  );
}
