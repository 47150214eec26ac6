/**
 * Turns keystrokes into suggestion requests: waits until typing pauses (debounce), cancels the
 * request of an earlier query (AbortController), and ignores any answer that is not for the latest
 * query (a sequence number), so a slow answer can never replace a newer one. No React here: the
 * `useSuggestions` hook subscribes to it.
 */
import type { Suggester, Suggestions } from '@openshiur/search/client';

/** How long typing must pause before a request goes out. */
export const SUGGEST_DEBOUNCE_MS = 150;

export type SuggestionState =
  | { status: 'idle' }
  /** Waiting for `query`; `previous` is the last answer, still shown meanwhile. */
  | { status: 'loading'; query: string; previous: Suggestions | null }
  | { status: 'ready'; query: string; suggestions: Suggestions }
  | { status: 'error'; query: string };

export interface SuggestionRunner {
  /** The text in the field changed. */
  request(text: string): void;
  getState(): SuggestionState;
  subscribe(listener: () => void): () => void;
  /** Cancels everything; nothing is reported afterwards. */
  dispose(): void;
}

const IDLE: SuggestionState = { status: 'idle' };

export function createSuggestionRunner(suggester: Suggester, debounceMs: number = SUGGEST_DEBOUNCE_MS): SuggestionRunner {
  let state: SuggestionState = IDLE;
  let latest: Suggestions | null = null;
  let sequence = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let disposed = false;
  const listeners = new Set<() => void>();

  const set = (next: SuggestionState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const run = (query: string, ticket: number) => {
    timer = undefined;
    const current = new AbortController();
    controller = current;
    suggester(query, current.signal).then(
      (suggestions) => {
        if (ticket !== sequence || disposed) return;
        controller = undefined;
        latest = suggestions;
        set({ status: 'ready', query, suggestions });
      },
      () => {
        // An aborted request belongs to an older query: a newer one already took its place.
        if (ticket !== sequence || disposed || current.signal.aborted) return;
        controller = undefined;
        set({ status: 'error', query });
      },
    );
  };

  return {
    request(text) {
      if (disposed) return;
      const query = text.trim();
      // Whitespace-only changes ask the same question again: keep the answer (or the wait).
      if (state.status !== 'idle' && state.status !== 'error' && state.query === query) return;
      cancel();
      sequence += 1;
      if (!query) {
        // A cleared field starts over: the next query shows "Searching…", not old results.
        latest = null;
        set(IDLE);
        return;
      }
      const ticket = sequence;
      set({ status: 'loading', query, previous: latest });
      timer = setTimeout(() => run(query, ticket), debounceMs);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      cancel();
      listeners.clear();
    },
  };
}
