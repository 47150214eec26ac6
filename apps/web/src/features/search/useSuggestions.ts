import { useCallback, useEffect, useState } from 'react';
import { useBrowserStore } from '@openshiur/ui/client';
import type { Suggester } from '@openshiur/search/client';
import { createSuggestionRunner, type SuggestionRunner, type SuggestionState } from './suggestion-runner';

const IDLE: SuggestionState = { status: 'idle' };
const noop = () => {};

/**
 * The suggestions for `text`, debounced, with stale answers ignored (see `suggestion-runner`).
 * The runner lives in an effect, not in render, so Strict Mode's mount-unmount-mount disposes a
 * runner that is never used again; unmounting aborts the pending request.
 */
export function useSuggestions(suggester: Suggester, text: string): SuggestionState {
  const [runner, setRunner] = useState<SuggestionRunner | null>(null);

  useEffect(() => {
    const created = createSuggestionRunner(suggester);
    setRunner(created);
    return () => created.dispose();
  }, [suggester]);

  useEffect(() => {
    runner?.request(text);
  }, [runner, text]);

  const subscribe = useCallback((listener: () => void) => runner?.subscribe(listener) ?? noop, [runner]);
  const snapshot = useCallback(() => runner?.getState() ?? IDLE, [runner]);
  return useBrowserStore(subscribe, snapshot, () => IDLE);
}
