import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIsrCacheHandler } from './isr-cache-handler.mjs';
import { redisStore } from './isr-stores.mjs';
import { RedisConnection } from './redis-connection.mjs';
import { createUseCacheHandler } from './use-cache-redis.mjs';
import { appPage, getPage, pageContext, pageKey } from './test-entries';
import { redisAnswers } from './redis-probe';

/**
 * The shared (Redis) flavour of both handlers, as two server instances see it: each "instance" has
 * its own connection. Runs against TEST_REDIS_URL (default redis://127.0.0.1:6379) when it
 * answers; skipped, and reported as skipped, when it does not. Keys go under a prefix of their own.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const reachable = await redisAnswers(redisUrl);
const prefix = `openshiur-test-${randomUUID()}`;

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

function cacheEntry(value: string, tags: string[], overrides: Partial<{ expire: number; revalidate: number }> = {}) {
  return {
    value: new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(value));
        controller.close();
      },
    }),
    tags,
    stale: 300,
    timestamp: Date.now(),
    expire: 86_400,
    revalidate: 900,
    ...overrides,
  };
}

describe.skipIf(!reachable)(`the shared cache on Redis (${redisUrl})`, () => {
  let a: RedisConnection;
  let b: RedisConnection;
  let previousPrefix: string | undefined;

  beforeAll(() => {
    previousPrefix = process.env.REDIS_KEY_PREFIX;
    process.env.REDIS_KEY_PREFIX = prefix;
    a = new RedisConnection(redisUrl, { name: 'instance-a' });
    b = new RedisConnection(redisUrl, { name: 'instance-b' });
  });

  afterAll(async () => {
    const client = await a.client();
    const keys = client ? await client.keys(`${prefix}:*`) : [];
    if (client && keys.length) await client.del(keys);
    await Promise.all([a.close(), b.close()]);
    if (previousPrefix === undefined) delete process.env.REDIS_KEY_PREFIX;
    else process.env.REDIS_KEY_PREFIX = previousPrefix;
  });

  async function keyCount(): Promise<number> {
    const client = await a.client();
    return (await client!.keys(`${prefix}:page:*`)).length;
  }

  function pageHandlers(buildId = 'build-1') {
    const onA = createIsrCacheHandler({ storeFor: () => redisStore(a, buildId), seeds: false });
    const onB = createIsrCacheHandler({ storeFor: () => redisStore(b, buildId), seeds: false });
    const ctx = { revalidatedTags: [] };
    return { onA: new onA(ctx), onB: new onB(ctx) };
  }

  it('serves on one instance the page another rendered, Buffers and Map intact', async () => {
    const { onA, onB } = pageHandlers();
    const value = appPage({ tags: ['content', 'Series:7'] });
    await onA.set(pageKey('/series/7'), value, pageContext);
    const found = await onB.get(pageKey('/series/7'), getPage);
    expect(found?.value).toEqual(value);
    expect(found?.cacheControl).toEqual(pageContext.cacheControl);
    const page = found!.value as ReturnType<typeof appPage>;
    expect(page.segmentData.get('/_tree')!.toString()).toBe('tree');
    expect(Buffer.isBuffer(page.rscData)).toBe(true);
  });

  it('expires on every instance a page whose tag one instance revalidated', async () => {
    const { onA, onB } = pageHandlers();
    await onA.set(pageKey('/series/8'), appPage({ tags: ['content', 'Series:8'] }), pageContext);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await onB.revalidateTag(['Series:8'], { expire: 0 });
    // (A render begun in the revalidation's millisecond counts as begun before it: render-starts.mjs.)
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await onA.get(pageKey('/series/8'), getPage)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await onA.set(pageKey('/series/8'), appPage({ tags: ['content', 'Series:8'], html: '<h1>Renamed</h1>' }), pageContext);
    expect((await onB.get(pageKey('/series/8'), getPage))?.value).toMatchObject({ html: '<h1>Renamed</h1>' });
  });

  it('changes the content revision on every instance when one revalidates, and not otherwise', async () => {
    const onA = redisStore(a, 'build-1');
    const onB = redisStore(b, 'build-1');
    const before = { a: await onA.revision(), b: await onB.revision() };
    expect(before.a).not.toBeNull();
    await onA.set(pageKey('/p/1'), { value: appPage(), lastModified: Date.now(), tags: ['content'] });
    expect(await onB.revision()).toBe(before.b);
    await onA.updateTags(['Post:1'], undefined);
    expect(await onA.revision()).not.toBe(before.a);
    expect(await onB.revision()).not.toBe(before.b);
  });

  it('writes nothing for a 404 page', async () => {
    const { onA } = pageHandlers();
    const before = await keyCount();
    await onA.set(pageKey('/series/999999'), appPage({ status: 404 }), pageContext);
    expect(await keyCount()).toBe(before);
  });

  it('gives every entry a time to live', async () => {
    const { onA } = pageHandlers();
    await onA.set(pageKey('/ttl'), appPage(), pageContext);
    const client = await a.client();
    const ttl = await client!.ttl(`${prefix}:page:build-1:${pageKey('/ttl')}`);
    expect(ttl).toBeGreaterThan(86_000);
    expect(ttl).toBeLessThanOrEqual(86_400);
  });

  it('never serves one build the pages of another', async () => {
    const one = pageHandlers('build-1');
    const two = pageHandlers('build-2');
    await one.onA.set(pageKey('/about'), appPage(), pageContext);
    expect(await two.onB.get(pageKey('/about'), getPage)).toBeNull();
  });

  it("shares 'use cache' entries and their tag expiry between instances", async () => {
    const onA = createUseCacheHandler(() => a);
    const onB = createUseCacheHandler(() => b);
    await onA.set('key-1', Promise.resolve(cacheEntry('{"series":"Bava Kamma"}', ['content', 'Series:9'])));
    const found = await onB.get('key-1', []);
    expect(await text(found!.value)).toBe('{"series":"Bava Kamma"}');
    expect(found).toMatchObject({ tags: ['content', 'Series:9'], revalidate: 900, expire: 86_400 });

    await new Promise((resolve) => setTimeout(resolve, 2));
    await onB.updateTags(['Series:9']);
    expect(await onA.get('key-1', [])).toBeUndefined();
    expect(await onA.getExpiration(['Series:9', 'unknown'])).toBeGreaterThan(Date.now() - 5000);
    expect(await onA.getExpiration(['unknown'])).toBe(0);
  });

  it("serves a 'use cache' entry whose tag went stale once more, for a background refresh", async () => {
    const onA = createUseCacheHandler(() => a);
    await onA.set('key-2', Promise.resolve(cacheEntry('x', ['Post:4'])));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await onA.updateTags(['Post:4'], { expire: 3600 });
    expect((await onA.get('key-2', []))?.revalidate).toBe(-1);
  });

  it("does not store a dynamic 'use cache' entry (expire 0), and waits for a pending set", async () => {
    const onA = createUseCacheHandler(() => a);
    await onA.set('key-3', Promise.resolve(cacheEntry('x', [], { expire: 0 })));
    expect(await onA.get('key-3', [])).toBeUndefined();

    let finish: (entry: ReturnType<typeof cacheEntry>) => void = () => undefined;
    const setting = onA.set('key-4', new Promise((resolve) => (finish = resolve)));
    const getting = onA.get('key-4', []);
    finish(cacheEntry('late', []));
    await setting;
    expect(await text((await getting)!.value)).toBe('late');
  });
});

describe('the shared cache while Redis is down', () => {
  it('answers misses at once, skips writes and logs the outage once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Port 9 (discard) refuses connections here.
    const down = new RedisConnection('redis://127.0.0.1:9', { name: 'down' });
    try {
      const Pages = createIsrCacheHandler({ storeFor: () => redisStore(down, 'build-1'), seeds: false });
      const pages = new Pages({ revalidatedTags: [] });
      const data = createUseCacheHandler(() => down);
      const started = Date.now();
      for (let request = 0; request < 5; request += 1) {
        await pages.set(pageKey('/'), appPage(), pageContext);
        expect(await pages.get(pageKey('/'), getPage)).toBeNull();
        await data.set('k', Promise.resolve(cacheEntry('x', [])));
        expect(await data.get('k', [])).toBeUndefined();
      }
      await pages.revalidateTag('content');
      // The response cache cannot tell whether another instance revalidated: it steps aside.
      expect(await redisStore(down, 'build-1').revision()).toBeNull();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('did not record the revalidation of: content'));
    } finally {
      await down.close();
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
