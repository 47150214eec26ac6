import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggester, Suggestions } from '@openshiur/search/client';
import { createSuggestionRunner, SUGGEST_DEBOUNCE_MS } from './suggestion-runner';

const answer = (query: string): Suggestions => ({
  query,
  posts: { hits: [{ objectID: '1', title: `${query} post` }], more: false },
  authors: { hits: [], more: false },
  series: { hits: [], more: false },
});

interface Call {
  query: string;
  signal: AbortSignal | undefined;
  resolve: (value: Suggestions) => void;
  reject: (reason: unknown) => void;
}

/** A suggester the test answers by hand, in any order. */
function manualSuggester() {
  const calls: Call[] = [];
  const suggester: Suggester = (query, signal) =>
    new Promise<Suggestions>((resolve, reject) => {
      calls.push({ query, signal, resolve, reject });
    });
  return { calls, suggester };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSuggestionRunner', () => {
  it('waits for typing to pause before asking, then reports the answer', async () => {
    const { calls, suggester } = manualSuggester();
    const runner = createSuggestionRunner(suggester);
    runner.request('B');
    runner.request('Be');
    runner.request('Ber');
    expect(runner.getState()).toEqual({ status: 'loading', query: 'Ber', previous: null });
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => call.query)).toEqual(['Ber']);
    calls[0]!.resolve(answer('Ber'));
    await vi.runAllTimersAsync();
    expect(runner.getState()).toEqual({ status: 'ready', query: 'Ber', suggestions: answer('Ber') });
  });

  it('aborts the earlier request and ignores its late answer', async () => {
    const { calls, suggester } = manualSuggester();
    const runner = createSuggestionRunner(suggester);
    runner.request('Ber');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    runner.request('Shab');
    expect(calls[0]!.signal?.aborted).toBe(true);
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    calls[1]!.resolve(answer('Shab'));
    await vi.runAllTimersAsync();
    // The slow first answer arrives last: it must not win.
    calls[0]!.resolve(answer('Ber'));
    await vi.runAllTimersAsync();
    expect(runner.getState()).toMatchObject({ status: 'ready', query: 'Shab' });
  });

  it('ignores a stale answer even from a suggester that does not honour abort', async () => {
    const { calls, suggester } = manualSuggester();
    const runner = createSuggestionRunner(suggester);
    runner.request('one');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    runner.request('two');
    calls[0]!.resolve(answer('one'));
    await vi.runAllTimersAsync();
    expect(runner.getState()).toMatchObject({ status: 'loading', query: 'two' });
    calls[1]!.resolve(answer('two'));
    await vi.runAllTimersAsync();
    expect(runner.getState()).toMatchObject({ status: 'ready', query: 'two' });
  });

  it('keeps the previous answer on show while the next one loads', async () => {
    const { calls, suggester } = manualSuggester();
    const runner = createSuggestionRunner(suggester);
    runner.request('Ber');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    calls[0]!.resolve(answer('Ber'));
    await vi.runAllTimersAsync();
    runner.request('Bera');
    expect(runner.getState()).toEqual({ status: 'loading', query: 'Bera', previous: answer('Ber') });
  });

  it('reports a failure as the error state, but not an abort', async () => {
    const { calls, suggester } = manualSuggester();
    const runner = createSuggestionRunner(suggester);
    runner.request('x');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    calls[0]!.reject(new Error('Search answered 500'));
    await vi.runAllTimersAsync();
    expect(runner.getState()).toEqual({ status: 'error', query: 'x' });

    runner.request('y');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    runner.request('yz');
    calls[1]!.reject(new DOMException('aborted', 'AbortError'));
    await vi.runAllTimersAsync();
    expect(runner.getState()).toMatchObject({ status: 'loading', query: 'yz' });
  });

  it('retries after an error when asked the same question again', async () => {
    const { calls, suggester } = manualSuggester();
    const runner = createSuggestionRunner(suggester);
    runner.request('x');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    calls[0]!.reject(new Error('down'));
    await vi.runAllTimersAsync();
    runner.request('x ');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
  });

  it('an empty or blank field is idle and asks nothing; whitespace changes ask nothing new', async () => {
    const { calls, suggester } = manualSuggester();
    const runner = createSuggestionRunner(suggester);
    runner.request('   ');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    expect(runner.getState()).toEqual({ status: 'idle' });

    runner.request(' Ber');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    calls[0]!.resolve(answer('Ber'));
    await vi.runAllTimersAsync();
    runner.request('Ber ');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(calls.map((call) => call.query)).toEqual(['Ber']);

    runner.request('');
    expect(runner.getState()).toEqual({ status: 'idle' });
    runner.request('Shab');
    // A cleared field starts over without the old answer.
    expect(runner.getState()).toEqual({ status: 'loading', query: 'Shab', previous: null });
  });

  it('tells subscribers about every change, and nothing after dispose', async () => {
    const { calls, suggester } = manualSuggester();
    const runner = createSuggestionRunner(suggester);
    const listener = vi.fn();
    const unsubscribe = runner.subscribe(listener);
    runner.request('a');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    runner.request('ab');
    expect(listener).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    runner.subscribe(other);
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    runner.dispose();
    expect(calls[0]!.signal?.aborted).toBe(true);
    calls[0]!.resolve(answer('ab'));
    await vi.runAllTimersAsync();
    runner.request('abc');
    vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    expect(other).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });
});
