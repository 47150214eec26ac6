import { afterEach, describe, expect, it, vi } from 'vitest';

const env = vi.hoisted(() => ({ publicEnv: { sentryDsn: undefined as string | undefined } }));
vi.mock('@/env.client', () => env);
const captureException = vi.fn();
vi.mock('@sentry/nextjs', () => ({ captureException }));

afterEach(() => {
  env.publicEnv.sentryDsn = undefined;
  captureException.mockReset();
  vi.resetModules();
});

describe('browserSentry', () => {
  it('fetches nothing and reports nothing without a DSN', async () => {
    const { browserSentry, reportBrowserError } = await import('./browser-sentry');
    expect(browserSentry()).toBeUndefined();
    reportBrowserError(new Error('lost'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(captureException).not.toHaveBeenCalled();
  });

  it('loads the SDK once with a DSN, and reports through it', async () => {
    env.publicEnv.sentryDsn = 'https://key@sentry.example/1';
    const { browserSentry, reportBrowserError } = await import('./browser-sentry');
    const first = browserSentry();
    expect(first).toBeDefined();
    expect(browserSentry()).toBe(first);
    const error = new Error('reported');
    reportBrowserError(error);
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(captureException).toHaveBeenCalledWith(error);
  });
});
