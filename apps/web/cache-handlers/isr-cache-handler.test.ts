import { describe, expect, it, vi } from 'vitest';
import { createIsrCacheHandler } from './isr-cache-handler.mjs';
import { memoryStore } from './isr-stores.mjs';
import { appPage, getPage, pageContext, pageKey } from './test-entries';

/** A handler class over a fresh in-process store, as one server process would have it. */
function inProcess(maxBytes = 10 * 1024 * 1024) {
  const store = memoryStore(maxBytes);
  const Handler = createIsrCacheHandler({ storeFor: () => store, seeds: false });
  // Next creates a handler per request; they share the process's store.
  const handler = () => new Handler({ maxMemoryCacheSize: maxBytes, revalidatedTags: [] });
  return { store, handler };
}

describe('the page cache (cacheHandler), in process', () => {
  it('serves a stored page with its lifetime', async () => {
    const { handler } = inProcess();
    const value = appPage();
    await handler().set(pageKey('/series/1'), value, pageContext);
    const found = await handler().get(pageKey('/series/1'), getPage);
    expect(found?.value).toBe(value);
    expect(found?.cacheControl).toEqual(pageContext.cacheControl);
    expect(found?.lastModified).toBeGreaterThan(Date.now() - 5000);
  });

  it('never stores a 404 page, and drops what the address held before', async () => {
    const { store, handler } = inProcess();
    await handler().set(pageKey('/series/999999'), appPage({ status: 404 }), pageContext);
    expect(store.entries.count).toBe(0);
    expect(await handler().get(pageKey('/series/999999'), getPage)).toBeNull();

    await handler().set(pageKey('/p/5'), appPage(), pageContext);
    await handler().set(pageKey('/p/5'), appPage({ status: 404 }), pageContext); // unpublished since
    expect(await handler().get(pageKey('/p/5'), getPage)).toBeNull();
  });

  it('stores no other error either, but keeps redirects and route responses', async () => {
    const { store, handler } = inProcess();
    await handler().set(pageKey('/a'), appPage({ status: 500 }), pageContext);
    await handler().set(pageKey('/b'), { kind: 'APP_ROUTE', body: Buffer.from('no'), status: 410, headers: {} }, pageContext);
    expect(store.entries.count).toBe(0);
    await handler().set(pageKey('/c'), appPage({ status: 307 }), pageContext);
    await handler().set(pageKey('/feed'), { kind: 'APP_ROUTE', body: Buffer.from('<rss/>'), status: 200, headers: {} }, pageContext);
    await handler().set(pageKey('/d'), null, pageContext);
    expect(store.entries.count).toBe(2);
  });

  it('stays within its memory budget however many addresses are visited', async () => {
    const budget = 64 * 1024;
    const { store, handler } = inProcess(budget);
    const html = 'x'.repeat(4000);
    for (let id = 0; id < 200; id += 1) await handler().set(pageKey(`/series/${id}`), appPage({ html }), pageContext);
    expect(store.entries.bytes).toBeLessThanOrEqual(budget);
    expect(store.entries.count).toBeGreaterThan(5);
    expect(await handler().get(pageKey('/series/0'), getPage)).toBeNull(); // the oldest went first
    expect(await handler().get(pageKey('/series/199'), getPage)).not.toBeNull();
  });

  it('expires the pages carrying a revalidated tag, and only those', async () => {
    const { handler } = inProcess();
    await handler().set(pageKey('/series/1'), appPage({ tags: ['content', 'Series:1'] }), pageContext);
    await handler().set(pageKey('/series/2'), appPage({ tags: ['content', 'Series:2'] }), pageContext);
    await handler().revalidateTag('Series:1', { expire: 0 });
    // (A render begun in the revalidation's millisecond counts as begun before it.)
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await handler().get(pageKey('/series/1'), getPage)).toBeNull();
    expect(await handler().get(pageKey('/series/2'), getPage)).not.toBeNull();

    // The page rendered after the revalidation is served again.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler().set(pageKey('/series/1'), appPage({ tags: ['content', 'Series:1'] }), pageContext);
    expect(await handler().get(pageKey('/series/1'), getPage)).not.toBeNull();
  });

  it('changes the content revision with every revalidation, and with nothing else', async () => {
    const { store, handler } = inProcess();
    const first = await store.revision();
    await handler().set(pageKey('/series/1'), appPage({ tags: ['content'] }), pageContext);
    await handler().get(pageKey('/series/1'), getPage);
    expect(await store.revision()).toBe(first);
    await handler().revalidateTag(['Series:1'], { expire: 0 });
    const second = await store.revision();
    expect(second).not.toBe(first);
    await handler().revalidateTag('content');
    expect(await store.revision()).not.toBe(second);
  });

  it('expires a page whose render began before a revalidation and ended after it', async () => {
    const { handler } = inProcess();
    const key = pageKey('/dafyomi');
    // A visitor's request finds nothing and starts rendering, reading the day's dedications …
    expect(await handler().get(key, getPage)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    // … an admin adds one meanwhile …
    await handler().revalidateTag('dedications', { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    // … and the render, made from what it read before, is stored after.
    await handler().set(key, appPage({ tags: ['content', 'dedications'] }), pageContext);
    expect(await handler().get(key, getPage)).toBeNull();

    // The next render, begun after the revalidation, is kept.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler().set(key, appPage({ tags: ['content', 'dedications'] }), pageContext);
    expect(await handler().get(key, getPage)).not.toBeNull();
  });

  it('times a background refresh from the visit that found the page past its period', async () => {
    const { store, handler } = inProcess();
    const key = pageKey('/');
    await handler().set(key, appPage({ tags: ['content'] }), pageContext);
    const stored = await store.get(key);
    await store.set(key, { ...stored!, lastModified: Date.now() - 901_000 });
    // Served once more (Next renders it again in the background) …
    expect(await handler().get(key, getPage)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler().revalidateTag('content', { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    // … and that render, begun before the revalidation, is expired by it.
    await handler().set(key, appPage({ tags: ['content'] }), pageContext);
    expect(await handler().get(key, getPage)).toBeNull();
  });

  it('serves a page whose tag went stale once more, marked for a background refresh', async () => {
    const { handler } = inProcess();
    await handler().set(pageKey('/'), appPage({ tags: ['content'] }), pageContext);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler().revalidateTag(['content'], { expire: 3600 });
    const found = await handler().get(pageKey('/'), getPage);
    expect(found).not.toBeNull();
    // Past its 900 s period, so Next serves it and renders a fresh one in the background.
    expect(found!.lastModified).toBeLessThan(Date.now() - 900_000);
  });

  it('checks fetch entries against their own, the call’s and the route’s tags', async () => {
    const { handler } = inProcess();
    const value = { kind: 'FETCH' as const, data: { headers: {}, body: '{}', url: 'https://x.example/' }, revalidate: 60 };
    await handler().set('fetch-key', value, { fetchCache: true, tags: ['feed'] });
    expect(await handler().get('fetch-key', { kind: 'FETCH', tags: ['feed'], softTags: ['_N_T_/feed'] })).not.toBeNull();
    await handler().revalidateTag('_N_T_/feed');
    expect(await handler().get('fetch-key', { kind: 'FETCH', tags: ['feed'], softTags: ['_N_T_/feed'] })).toBeNull();
  });

  it('ignores an empty revalidation', async () => {
    const { store, handler } = inProcess();
    const update = vi.spyOn(store, 'updateTags');
    await handler().revalidateTag([]);
    expect(update).not.toHaveBeenCalled();
  });
});
