import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaLengths } from './media-length';

const SITE = 'https://shiurim.example';

function publicFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'media-length-'));
  mkdirSync(path.join(dir, 'public', 'media'), { recursive: true });
  writeFileSync(path.join(dir, 'public', 'media', 'sample one.mp3'), Buffer.alloc(4321));
  writeFileSync(path.join(dir, 'secret.txt'), 'not public');
  return path.join(dir, 'public');
}

/** A fake fetch answering HEAD requests from a table of sizes, recording what it was asked. */
function fakeFetch(sizes: Record<string, number | 'fail' | 'hang'>) {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method} ${url}`);
    const size = sizes[url];
    if (size === 'hang') {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    }
    if (size === undefined) return new Response(null, { status: 404 });
    if (size === 'fail') throw new TypeError('fetch failed');
    return new Response(null, { status: 200, headers: { 'content-length': String(size) } });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('media lengths', () => {
  it('reads the site\'s own files from public/ without a request', async () => {
    const { fetch, calls } = fakeFetch({});
    const lengths = createMediaLengths({ publicDir: publicFolder(), fetch });
    expect(
      await lengths.lengthsOf(
        [`${SITE}/media/sample%20one.mp3`, `${SITE}/media/missing.mp3`, `${SITE}/../secret.txt`, `${SITE}/media/..%2f..%2fsecret.txt`, `${SITE}/media`],
        SITE,
      ),
    ).toEqual([4321, 0, 0, 0, 0]);
    expect(calls).toEqual([]);
  });

  it('asks other hosts with HEAD, takes Content-Length, and caches answers', async () => {
    const { fetch, calls } = fakeFetch({ 'https://cdn.example/a.mp3': 1000, 'https://cdn.example/b.mp4': 'fail' });
    let clock = 0;
    const lengths = createMediaLengths({ fetch, now: () => clock, successTtlMs: 100, failureTtlMs: 10 });
    const urls = ['https://cdn.example/a.mp3', 'https://cdn.example/b.mp4', 'https://cdn.example/none.mp3', 'ftp://cdn.example/c.mp3', 'not a url'];
    expect(await lengths.lengthsOf(urls, SITE)).toEqual([1000, 0, 0, 0, 0]);
    expect(calls).toEqual(['HEAD https://cdn.example/a.mp3', 'HEAD https://cdn.example/b.mp4', 'HEAD https://cdn.example/none.mp3']);

    clock = 50;
    expect(await lengths.lengthsOf(urls, SITE)).toEqual([1000, 0, 0, 0, 0]);
    expect(calls).toHaveLength(5); // failures expired after 10 ms and were asked again; the success was not
    clock = 200;
    await lengths.lengthsOf(['https://cdn.example/a.mp3'], SITE);
    expect(calls.filter((call) => call.endsWith('a.mp3'))).toHaveLength(2);
  });

  it('gives up waiting on slow hosts but remembers the answer when it comes', async () => {
    let release: (() => void) | undefined;
    const calls: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      calls.push(String(input));
      await new Promise<void>((resolve) => (release = resolve));
      return new Response(null, { headers: { 'content-length': '777' } });
    }) as typeof globalThis.fetch;
    const lengths = createMediaLengths({ fetch, waitMs: 20 });
    expect(await lengths.lengthsOf(['https://slow.example/a.mp3'], SITE)).toEqual([0]);
    release!();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await lengths.lengthsOf(['https://slow.example/a.mp3'], SITE)).toEqual([777]);
    expect(calls).toHaveLength(1);
  });

  it('aborts a HEAD request after its timeout', async () => {
    const { fetch } = fakeFetch({ 'https://hang.example/a.mp3': 'hang' });
    const lengths = createMediaLengths({ fetch, timeoutMs: 10, waitMs: 1_000 });
    const started = Date.now();
    expect(await lengths.lengthsOf(['https://hang.example/a.mp3'], SITE)).toEqual([0]);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('keeps only so many requests in flight at once', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch = (async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return new Response(null, { headers: { 'content-length': '1' } });
    }) as typeof globalThis.fetch;
    const lengths = createMediaLengths({ fetch, concurrency: 3 });
    const urls = Array.from({ length: 10 }, (_, index) => `https://cdn.example/${index}.mp3`);
    expect(await lengths.lengthsOf(urls, SITE)).toEqual(urls.map(() => 1));
    expect(most).toBe(3);
  });
});
