import { describe, expect, it } from 'vitest';
import { DEFAULT_RESPONSE_CACHE_MB, parseServerOptions } from './server-options.mjs';

describe('parseServerOptions', () => {
  it("takes next start's arguments", () => {
    expect(parseServerOptions(['--hostname', '127.0.0.1', '--port', '3100', '--keepAliveTimeout', '120000'], {})).toEqual({
      port: 3100,
      hostname: '127.0.0.1',
      keepAliveTimeoutMs: 120_000,
      responseCacheBytes: DEFAULT_RESPONSE_CACHE_MB * 1024 * 1024,
      trustProxy: false,
      frameAncestors: "'none'",
      siteUrl: undefined,
      scriptPolicy: 'enforce',
      scriptSources: [],
    });
    expect(parseServerOptions(['-p', '4000', '-H', '0.0.0.0'], {})).toMatchObject({ port: 4000, hostname: '0.0.0.0' });
    expect(parseServerOptions(['--port=4001'], {})).toMatchObject({ port: 4001 });
  });

  it('reads PORT and RESPONSE_CACHE_MAX_MB, an argument winning over PORT', () => {
    expect(parseServerOptions([], { PORT: '5000', RESPONSE_CACHE_MAX_MB: '0' })).toMatchObject({ port: 5000, responseCacheBytes: 0 });
    expect(parseServerOptions(['-p', '5001'], { PORT: '5000' })).toMatchObject({ port: 5001 });
    expect(parseServerOptions([], {})).toMatchObject({ port: 3000, hostname: undefined, keepAliveTimeoutMs: undefined });
  });

  it('reads the script policy and the sources of the outside scripts', () => {
    const env = { SCRIPT_POLICY: 'report-only', ANALYTICS_SCRIPT_URL: 'https://analytics.example/a.js', SCRIPT_SOURCES: 'https://cdn.example' };
    expect(parseServerOptions([], env)).toMatchObject({ scriptPolicy: 'report-only', scriptSources: ['https://analytics.example', 'https://cdn.example'] });
    expect(() => parseServerOptions([], { SCRIPT_POLICY: 'maybe' })).toThrow(/SCRIPT_POLICY/);
  });

  it('reads TRUST_PROXY as the app does', () => {
    expect(parseServerOptions([], { TRUST_PROXY: ' Yes ' }).trustProxy).toBe(true);
    expect(parseServerOptions([], { TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(parseServerOptions([], { TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseServerOptions([], { TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(() => parseServerOptions([], { TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY must be true or false/);
  });

  it('refuses what it does not know, with the reason', () => {
    expect(() => parseServerOptions(['--turbo'], {})).toThrow(/Unknown argument --turbo/);
    expect(() => parseServerOptions(['--port'], {})).toThrow(/needs a value/);
    expect(() => parseServerOptions(['--port', 'eighty'], {})).toThrow(/whole number/);
    expect(() => parseServerOptions([], { RESPONSE_CACHE_MAX_MB: '-1' })).toThrow(/RESPONSE_CACHE_MAX_MB/);
  });
});
