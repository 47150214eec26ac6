import { internalJobToken } from './job-token';

/**
 * Starts this server's job runner: every `intervalSeconds` (and shortly after start, so jobs that
 * fell due while the site was down run at once) it asks its own POST /api/jobs/run to run what is
 * due. A request, not a direct call, because Next expires cached pages only inside a request. Every
 * instance ticks; the queue's row locks give each job to one of them.
 */
export function startJobTicker({ origin, intervalSeconds }: { origin: string; intervalSeconds: number }): () => void {
  let running = false;
  let warnedAt = 0;
  const tick = async () => {
    if (running) return; // the last run is still busy: it carries on with what is due
    running = true;
    try {
      const response = await fetch(new URL('/api/jobs/run', origin), {
        method: 'POST',
        headers: { authorization: `Bearer ${internalJobToken()}` },
        signal: AbortSignal.timeout(10 * 60_000),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
    } catch (error) {
      // Once a minute at most: a database outage must not flood the log.
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now();
        console.warn(`[jobs] running due jobs failed (${error instanceof Error ? error.message : error}); retrying every ${intervalSeconds} s`);
      }
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, 2_000);
  const timer = setInterval(tick, intervalSeconds * 1000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
