/** While playing, a position is saved at most this often. */
export const SAVE_INTERVAL_MS = 10_000;

export interface ProgressSaver {
  /** The playhead moved: saves if the last save is older than the interval. */
  update(positionSeconds: number): void;
  /** Saves now (pause, seek, end, the page being hidden or left), unless nothing changed. */
  flush(): void;
  /** The store already holds this position (read from it on load): do not send it again. */
  markSaved(positionSeconds: number): void;
}

/**
 * Throttles saves of the listening position: at most one every `intervalMs` while playing, one at
 * once on pause and when the page goes away, and never the same whole-second position twice in a
 * row (so a paused player on a hidden page sends nothing).
 */
export function createProgressSaver(options: {
  save: (positionSeconds: number) => void;
  intervalMs?: number;
  now?: () => number;
}): ProgressSaver {
  const { save, intervalMs = SAVE_INTERVAL_MS, now = () => Date.now() } = options;
  let lastSavedAt = Number.NEGATIVE_INFINITY;
  let lastSaved: number | null = null;
  let pending: number | null = null;

  const saveNow = () => {
    if (pending === null || pending === lastSaved) return;
    lastSaved = pending;
    lastSavedAt = now();
    save(pending);
  };

  return {
    update(positionSeconds) {
      pending = Math.max(0, Math.floor(positionSeconds));
      if (now() - lastSavedAt >= intervalMs) saveNow();
    },
    flush() {
      saveNow();
    },
    markSaved(positionSeconds) {
      lastSaved = Math.max(0, Math.floor(positionSeconds));
    },
  };
}
