import { describe, expect, it } from 'vitest';
import type { Suggestions } from '@openshiur/search';
import { createSuggestionCache } from './suggestion-cache';

/** A search that counts its calls and answers with the text and the call's number. */
function countingSearch(fail?: (text: string, call: number) => boolean) {
  const calls: string[] = [];
  const suggest = async (text: string): Promise<Suggestions> => {
    calls.push(text);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail?.(text, calls.length)) throw new Error('search is down');
    const posts = { hits: [{ objectID: String(calls.length), title: text }], more: false };
    return { query: text, posts, authors: { hits: [], more: false }, series: { hits: [], more: false } };
  };
  return { calls, suggest };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createSuggestionCache', () => {
  it('answers a text typed again from memory, and other texts from the engine', async () => {
    const { calls, suggest } = countingSearch();
    const cache = createSuggestionCache(suggest, { ttlMs: 60_000, maxEntries: 10 });
    const first = await cache.get('be');
    expect(await cache.get('be')).toEqual(first);
    await cache.get('ber');
    expect(calls).toEqual(['be', 'ber']);
  });

  it('asks once for visitors who type the same text at the same time', async () => {
    const { calls, suggest } = countingSearch();
    const cache = createSuggestionCache(suggest, { ttlMs: 60_000, maxEntries: 10 });
    const answers = await Promise.all([cache.get('sh'), cache.get('sh'), cache.get('sh')]);
    expect(calls).toEqual(['sh']);
    expect(new Set(answers.map((answer) => answer.posts.hits[0]!.objectID))).toEqual(new Set(['1']));
  });

  it('asks again once an answer is older than the TTL', async () => {
    const { calls, suggest } = countingSearch();
    const cache = createSuggestionCache(suggest, { ttlMs: 40, maxEntries: 10 });
    await cache.get('b');
    await wait(80);
    const later = await cache.get('b');
    expect(calls).toEqual(['b', 'b']);
    expect(later.posts.hits[0]!.objectID).toBe('2');
  });

  it('does not keep a failure: the next request asks again', async () => {
    const { calls, suggest } = countingSearch((_text, call) => call === 1);
    const cache = createSuggestionCache(suggest, { ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('b')).rejects.toThrow('search is down');
    expect((await cache.get('b')).posts.hits[0]!.objectID).toBe('2');
    expect(calls).toEqual(['b', 'b']);
  });

  it('asks the engine for a fresh answer when told to, and keeps that one', async () => {
    const { calls, suggest } = countingSearch();
    const cache = createSuggestionCache(suggest, { ttlMs: 60_000, maxEntries: 10 });
    await cache.get('b');
    expect((await cache.get('b', { fresh: true })).posts.hits[0]!.objectID).toBe('2');
    expect((await cache.get('b')).posts.hits[0]!.objectID).toBe('2');
    expect(calls).toEqual(['b', 'b']);
  });

  it('holds at most maxEntries texts, forgetting the least recently used', async () => {
    const { calls, suggest } = countingSearch();
    const cache = createSuggestionCache(suggest, { ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a');
    await cache.get('b');
    await cache.get('a'); // a is now the most recent
    await cache.get('c'); // b goes
    expect(cache.size).toBe(2);
    await cache.get('a');
    await cache.get('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets everything on clear, and keeps nothing with a TTL of 0', async () => {
    const counted = countingSearch();
    const cache = createSuggestionCache(counted.suggest, { ttlMs: 60_000, maxEntries: 10 });
    await cache.get('b');
    cache.clear();
    await cache.get('b');
    expect(counted.calls).toEqual(['b', 'b']);

    const uncached = countingSearch();
    const off = createSuggestionCache(uncached.suggest, { ttlMs: 0, maxEntries: 10 });
    await off.get('b');
    await off.get('b');
    expect(uncached.calls).toEqual(['b', 'b']);
    expect(off.size).toBe(0);
  });
});
