import { describe, expect, it, vi } from 'vitest';
import { SearchInputError } from './errors';
import { withFallback, withFallbackSuggester } from './fallback';
import type { ListSearchResponse, SearchEngine } from './types';

const list = (ids: string[]): ListSearchResponse => ({ ids, total: ids.length, page: 1, pageSize: 10 });

/** An engine that answers with its name, or fails while `failing` says so. */
function engine(name: string, kind: SearchEngine['kind'], failing: () => Error | null = () => null) {
  const calls: string[] = [];
  const ask = async (what: string) => {
    calls.push(what);
    const error = failing();
    if (error) throw error;
    return list([`${name}:${what}`]);
  };
  const searchEngine: SearchEngine = {
    kind,
    suggest: async (query) => ({ query, posts: { hits: [], more: false }, authors: { hits: [], more: false }, series: { hits: [], more: false } }),
    searchPosts: async () => {
      await ask('posts');
      return { ids: [name], total: 1, exhaustive: true, page: 1, pageSize: 10, facets: {} as never };
    },
    searchAuthors: () => ask('authors'),
    searchSeries: () => ask('series'),
  };
  return { searchEngine, calls };
}

describe('a hosted search engine with the built-in one behind it', () => {
  it('answers from the primary while it works', async () => {
    const primary = engine('algolia', 'algolia');
    const fallback = engine('builtin', 'builtin');
    const search = withFallback(primary.searchEngine, fallback.searchEngine);
    expect(search.kind).toBe('algolia');
    expect((await search.searchSeries({ query: 'daf' })).ids).toEqual(['algolia:series']);
    expect(fallback.calls).toEqual([]);
  });

  it('answers from the fallback while the primary fails, leaves it alone for a while, then asks again', async () => {
    let clock = 0;
    let outage = true;
    const primary = engine('algolia', 'algolia', () => (outage ? new Error('getaddrinfo ENOTFOUND x-dsn.algolia.net') : null));
    const fallback = engine('builtin', 'builtin');
    const onSwitch = vi.fn();
    const search = withFallback(primary.searchEngine, fallback.searchEngine, { retryAfterMs: 30_000, now: () => clock, onSwitch });

    expect((await search.searchAuthors({ query: 'a' })).ids).toEqual(['builtin:authors']);
    expect(onSwitch).toHaveBeenCalledWith('fallback', expect.objectContaining({ message: expect.stringContaining('ENOTFOUND') }));
    clock = 29_000;
    expect((await search.searchSeries({ query: 'a' })).ids).toEqual(['builtin:series']);
    expect(primary.calls).toEqual(['authors']); // not asked again within the 30 s

    clock = 30_000;
    outage = false;
    expect((await search.searchSeries({ query: 'a' })).ids).toEqual(['algolia:series']);
    expect(onSwitch).toHaveBeenLastCalledWith('primary');
    expect(onSwitch).toHaveBeenCalledTimes(2);
  });

  it('does not hide a request that breaks the rules: both engines would refuse it', async () => {
    const primary = engine('algolia', 'algolia', () => new SearchInputError('query is too long', 'query'));
    const fallback = engine('builtin', 'builtin');
    const search = withFallback(primary.searchEngine, fallback.searchEngine);
    await expect(search.searchSeries({ query: 'x'.repeat(10) })).rejects.toBeInstanceOf(SearchInputError);
    expect(fallback.calls).toEqual([]);
  });
});

describe("the dropdown's suggester with the site's endpoint behind it", () => {
  const answer = (query: string, from: string) => ({ query: `${from}:${query}`, posts: { hits: [], more: false }, authors: { hits: [], more: false }, series: { hits: [], more: false } });

  it('asks the site while the hosted service fails, for a while after each failure', async () => {
    let clock = 0;
    let outage = true;
    const hosted = vi.fn(async (query: string) => {
      if (outage) throw new TypeError('Failed to fetch');
      return answer(query, 'algolia');
    });
    const site = vi.fn(async (query: string) => answer(query, 'site'));
    const suggest = withFallbackSuggester(hosted, site, { retryAfterMs: 30_000, now: () => clock });
    expect((await suggest('daf')).query).toBe('site:daf');
    clock = 10_000;
    expect((await suggest('daf y')).query).toBe('site:daf y');
    expect(hosted).toHaveBeenCalledTimes(1);
    clock = 30_000;
    outage = false;
    expect((await suggest('daf yo')).query).toBe('algolia:daf yo');
  });

  it('a search the visitor cancelled is passed on, not answered by the site', async () => {
    const controller = new AbortController();
    controller.abort();
    const hosted = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const site = vi.fn();
    await expect(withFallbackSuggester(hosted, site)('daf', controller.signal)).rejects.toThrow('aborted');
    expect(site).not.toHaveBeenCalled();
  });
});
