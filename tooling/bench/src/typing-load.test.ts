import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally } from './local-server';
import { Answers, askSuggestions, errorKind, seededRandom, typeAlone, typeUntil, typingLoad, type Clock } from './typing-load';

/** A clock that only moves when the code under test sleeps or an answer takes time. */
function fakeClock() {
  let time = 0;
  const clock: Clock & { advance(ms: number): void } = {
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
    advance: (ms) => {
      time += ms;
    },
  };
  return clock;
}

describe('typeUntil', () => {
  it('sends each prefix, then waits what remains of the key interval since the send', async () => {
    const clock = fakeClock();
    const sent: [string, number][] = [];
    const answerTimes = [40, 200, 10];
    const ask = async (text: string) => {
      sent.push([text, clock.now()]);
      const ms = answerTimes[sent.length - 1] ?? 0;
      clock.advance(ms);
      return { ms };
    };
    const answers = new Answers();
    await typeUntil({ queries: ['abc'], keyIntervalMs: 150, until: 360, random: () => 0 }, ask, answers, clock);
    // 'a' answers in 40 ms: 'ab' goes at 150. 'ab' takes 200 ms: 'abc' goes right after, at 350.
    expect(sent).toEqual([
      ['a', 0],
      ['ab', 150],
      ['abc', 350],
    ]);
    expect(answers.requests).toBe(3);
    expect(answers.timings).toEqual([40, 200, 10]);
  });

  it('stops at its deadline, even in the middle of a query', async () => {
    const clock = fakeClock();
    const sent: string[] = [];
    const answers = new Answers();
    await typeUntil(
      { queries: ['abcdef'], keyIntervalMs: 100, until: 250, random: () => 0 },
      async (text) => {
        sent.push(text);
        return { ms: 1 };
      },
      answers,
      clock,
    );
    expect(sent).toEqual(['a', 'ab', 'abc']);
  });
});

describe('typingLoad', () => {
  it('runs every visitor until the end', async () => {
    // The real clock, briefly: visitors overlap in time, which a fake clock would not model.
    const firstKeys: number[] = [];
    let calls = 0;
    const started = performance.now();
    const answers = await typingLoad(
      async (text) => {
        calls += 1;
        if (text.length === 1 && firstKeys.length < 3) firstKeys.push(performance.now() - started);
        return calls % 10 === 0 ? { ms: 1, error: 'HTTP 503' } : { ms: 1 };
      },
      { visitors: 3, seconds: 0.3, keyIntervalMs: 30, queries: ['ab', 'cd'] },
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    // Three visitors, a key each 30 ms for 300 ms: about 30 requests (timers may fire a little
    // early or, on a busy machine, late), each visitor at least its first.
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(calls).toBeLessThanOrEqual(36);
    expect(answers.requests).toBe(calls);
    expect(answers.errors).toEqual({ 'HTTP 503': Math.floor(calls / 10) });
    expect(answers.errorCount + answers.timings.length).toBe(calls);
    // Each of the three visitors typed (the spread of their first keys is too fine to assert on a busy machine).
    expect(firstKeys).toHaveLength(3);
  });
});

describe('typeAlone', () => {
  it('sends every prefix each round and keeps the timings per prefix', async () => {
    const { answers, byPrefix } = await typeAlone(async (text) => ({ ms: text.length }), ['a', 'ab', 'a'], 2);
    expect(answers.requests).toBe(6);
    expect(byPrefix.get('a')).toEqual([1, 1, 1, 1]);
    expect(byPrefix.get('ab')).toEqual([2, 2]);
  });
});

describe('errorKind', () => {
  it('names timeouts, socket errors and other failures', () => {
    expect(errorKind(new DOMException('signal timed out', 'TimeoutError'))).toBe('timed out');
    expect(errorKind(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))).toBe('ECONNREFUSED');
    expect(errorKind(new Error('boom'))).toBe('boom');
  });
});

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, all within [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const numbers = Array.from({ length: 100 }, () => a());
    expect(numbers).toEqual(Array.from({ length: 100 }, () => b()));
    expect(numbers.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom(8)()).not.toBe(numbers[0]);
  });
});

describe('askSuggestions', () => {
  let base = '';
  let close: () => Promise<void>;
  const seen: string[] = [];
  const encodings: string[] = [];
  beforeAll(async () => {
    ({ base, close } = await listenLocally((request, response) => {
      const query = new URL(request.url ?? '/', 'http://x').searchParams.get('q') ?? '';
      seen.push(
        `${new URL(request.url ?? '/', 'http://x').pathname} ${query}${request.headers['cache-control'] ? ` [${request.headers['cache-control']}]` : ''}`,
      );
      encodings.push(request.headers['accept-encoding'] ?? '');
      if (query === 'slow') return void setTimeout(() => response.end('{}'), 500);
      response.statusCode = query === 'down' ? 503 : 200;
      response.end('{"query":""}');
    }));
  });
  afterAll(() => close());

  it('times an answer, and names a bad status, a timeout and a refused connection', async () => {
    const answer = await askSuggestions(base, 'בר');
    expect(answer.error).toBeUndefined();
    expect(answer.ms).toBeGreaterThan(0);
    expect(seen).toContain('/api/search/suggest בר');
    expect((await askSuggestions(base, 'down')).error).toBe('HTTP 503');
    expect((await askSuggestions(base, 'slow', { timeoutMs: 50 })).error).toBe('timed out');
    expect((await askSuggestions('http://127.0.0.1:1', 'b')).error).toBe('ECONNREFUSED');
  });

  it('asks past the site\'s cache of answers when told to', async () => {
    await askSuggestions(base, 'sh', { fresh: true });
    expect(seen).toContain('/api/search/suggest sh [no-cache]');
  });

  it('takes gzip, as every browser does (the site keeps gzip answers for those only)', () => {
    expect(encodings.length).toBeGreaterThan(0);
    expect(new Set(encodings)).toEqual(new Set(['gzip']));
  });
});
