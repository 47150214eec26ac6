import { internalJobToken } from './job-token';

/** Kept on globalThis: the ticker starts in instrumentation, its callers are bundled separately. */
const TICK_NOW = Symbol.for('@openshiur/web/job-ticker-now');
type TickerHost = typeof globalThis & { [TICK_NOW]?: () => void };

/**
 * Asks this process's ticker to run the due jobs now rather than at its next tick (mail that was
 * just queued goes out in a moment). Does nothing where the ticker is off (an outside scheduler
 * calls the endpoint instead).
 */
export function runJobsSoon(): void {
  (globalThis as TickerHost)[TICK_NOW]?.();
}

/**
 * Starts this server's job runner: every `intervalSeconds` (and shortly after start, so jobs that
 * fell due while the site was down run at once) it asks its own POST /api/jobs/run to run what is
 * due. A request, not a direct call, because Next expires cached pages only inside a request. Every
 * instance ticks; the queue's row locks give each job to one of them.
 */
export function startJobTicker({ origin, intervalSeconds }: { origin: string; intervalSeconds: number }): () => void {
  let running = false;
  let again = false;
  let warnedAt = 0;
  const tick = async (): Promise<void> => {
    // The last run is still busy: it runs once more when done, for what was queued meanwhile.
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
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
    if (again) await tick();
  };
  (globalThis as TickerHost)[TICK_NOW] = () => void tick();
  const first = setTimeout(tick, 2_000);
  const timer = setInterval(tick, intervalSeconds * 1000);
  first.unref();
  timer.unref();
  return () => {
    delete (globalThis as TickerHost)[TICK_NOW];
    clearTimeout(first);
    clearInterval(timer);
  };
}
