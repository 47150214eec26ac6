/**
 * The dropdown over HTTP: `GET /api/search/suggest?q=…` for what the field holds after each key,
 * as the site's suggester sends it. One visitor typing every prefix (the latency a visitor sees on
 * an idle site), and many visitors typing at once (the same figure under load).
 */
import { Agent, get as httpGet } from 'node:http';
import { performance } from 'node:perf_hooks';
import { suggestPath, typedPrefixes } from './search-queries';

/** How long one answer took; `error` for a network failure or a status other than 200. */
export interface Answer {
  ms: number;
  error?: string;
}

/** An answer that takes longer counts as failed (a visitor has long stopped waiting). */
const ANSWER_TIMEOUT_MS = 10_000;

/** A failed request's kind: `timed out`, a socket error code (`ECONNRESET`), or its message. */
export function errorKind(error: unknown): string {
  const failure = error as { name?: string; code?: string; message?: string; cause?: { code?: string } } | null;
  if (failure?.name === 'TimeoutError' || failure?.name === 'AbortError') return 'timed out';
  return failure?.code ?? failure?.cause?.code ?? failure?.message ?? String(error);
}

/**
 * Sent with `fresh`: the site answers from its search engine, not from the answers it keeps for
 * a few seconds (as HTTP asks of any cache), so the engine's own speed is measured.
 */
const FRESH = { 'cache-control': 'no-cache' } as const;

/** What a browser's fetch from the dropdown sends: every browser takes gzip (the body is timed, not unpacked). */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip' } as const;

/** Keeps connections alive between keys, one per visitor in flight, as a browser tab would. */
const visitorsAgent = new Agent({ keepAlive: true });

/**
 * One dropdown request, timed until its body has arrived. Plain node:http with a timer of its own,
 * so every request settles (answered, failed or timed out): with fetch and AbortSignal.timeout, a
 * loaded run on Node 20 hung after its end, no request in flight and some promises never settled.
 */
export function askSuggestions(base: string, text: string, { fresh = false, timeoutMs = ANSWER_TIMEOUT_MS } = {}): Promise<Answer> {
  return new Promise((done) => {
    const started = performance.now();
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const ms = performance.now() - started;
      done(error === undefined ? { ms } : { ms, error });
    };
    const request = httpGet(new URL(suggestPath(text), base), { agent: visitorsAgent, headers: { ...BROWSER_HEADERS, ...(fresh ? FRESH : {}) } }, (response) => {
      response.on('error', (error) => finish(errorKind(error)));
      response.on('end', () => finish(response.statusCode === 200 ? undefined : `HTTP ${response.statusCode}`));
      response.on('close', () => finish(response.complete ? undefined : 'answer cut short'));
      response.resume(); // read the body: the timing ends with its last byte
    });
    request.on('error', (error) => finish(errorKind(error)));
    const timer = setTimeout(() => {
      finish('timed out');
      request.destroy();
    }, timeoutMs);
  });
}

export type Ask = (text: string) => Promise<Answer>;

/** Answers collected: timings of the good ones, failures counted by kind. */
export class Answers {
  readonly timings: number[] = [];
  readonly errors: Record<string, number> = {};
  requests = 0;

  add(answer: Answer): void {
    this.requests += 1;
    if (answer.error === undefined) this.timings.push(answer.ms);
    else this.errors[answer.error] = (this.errors[answer.error] ?? 0) + 1;
  }

  get errorCount(): number {
    return Object.values(this.errors).reduce((sum, count) => sum + count, 0);
  }
}

/**
 * One visitor alone: every prefix in `prefixes`, `rounds` times, one request at a time with no
 * pause (an idle site between keys would only lengthen the run). Timings per prefix too, to show
 * which ones are slow.
 */
export async function typeAlone(ask: Ask, prefixes: readonly string[], rounds: number): Promise<{ answers: Answers; byPrefix: Map<string, number[]> }> {
  const answers = new Answers();
  const byPrefix = new Map<string, number[]>();
  for (let round = 0; round < rounds; round += 1) {
    for (const text of prefixes) {
      const answer = await ask(text);
      answers.add(answer);
      if (answer.error !== undefined) continue;
      const timings = byPrefix.get(text) ?? [];
      timings.push(answer.ms);
      byPrefix.set(text, timings);
    }
  }
  return { answers, byPrefix };
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};

export interface Visitor {
  queries: readonly string[];
  /** The dropdown's rhythm: one request per key, keys this far apart (its debounce, 150 ms). */
  keyIntervalMs: number;
  /** Clock time at which the visitor stops typing (a request already sent is still awaited). */
  until: number;
  /** Picks the next query: 0 ≤ random() < 1. */
  random: () => number;
}

/**
 * A visitor typing until `until`: picks a query, sends each of its prefixes in turn. After each
 * send it awaits the answer, then waits whatever remains of the key interval since the send: a
 * slow answer delays the next key (a closed loop), a fast one does not hurry it.
 */
export async function typeUntil(visitor: Visitor, ask: Ask, answers: Answers, clock: Clock = realClock): Promise<void> {
  while (clock.now() < visitor.until) {
    const query = visitor.queries[Math.floor(visitor.random() * visitor.queries.length)]!;
    for (const text of typedPrefixes(query)) {
      if (clock.now() >= visitor.until) return;
      const sent = clock.now();
      answers.add(await ask(text));
      const rest = visitor.keyIntervalMs - (clock.now() - sent);
      if (rest > 0) await clock.sleep(rest);
    }
  }
}

/** A small seeded generator (mulberry32): every run's visitors pick the same queries in the same order. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TypingLoad {
  visitors: number;
  seconds: number;
  keyIntervalMs: number;
  queries: readonly string[];
}

/**
 * `visitors` typing at once for `seconds`. Their first keys are spread over one key interval, as
 * visitors do not all press a key in the same millisecond.
 */
export async function typingLoad(ask: Ask, load: TypingLoad, clock: Clock = realClock, report?: (answers: Answers) => void): Promise<Answers> {
  const answers = new Answers();
  const until = clock.now() + load.seconds * 1000;
  // A minute is long to watch in silence: how far it got, every 10 s.
  const ticker = report ? setInterval(() => report(answers), 10_000) : undefined;
  try {
    await visitorsTyping(ask, load, until, answers, clock);
  } finally {
    clearInterval(ticker);
  }
  return answers;
}

function visitorsTyping(ask: Ask, load: TypingLoad, until: number, answers: Answers, clock: Clock): Promise<unknown> {
  return Promise.all(
    Array.from({ length: load.visitors }, async (_, index) => {
      await clock.sleep((index * load.keyIntervalMs) / load.visitors);
      await typeUntil({ queries: load.queries, keyIntervalMs: load.keyIntervalMs, until, random: seededRandom(index + 1) }, ask, answers, clock);
    }),
  );
}
