import { parsePlaybackRate, type PlaybackRate } from './playback-rate';

/**
 * What the player keeps in the browser's localStorage: the chosen speed (one for every post, so a
 * listener who likes 1.5× gets it on the next shiur too) and, for anonymous listeners, where they
 * stopped in each post (signed-in listeners' positions live in the database instead).
 */
export const PLAYER_STORAGE_KEYS = {
  rate: 'openshiur:player:rate',
  progress: 'openshiur:player:progress',
} as const;

/** Positions of at most this many posts are kept; the least recently played are dropped. */
export const MAX_REMEMBERED_POSTS = 200;

export interface LocalProgress {
  positionSeconds: number;
  /** Milliseconds since the epoch, when it was saved. */
  savedAt: number;
}

type ProgressMap = Record<string, LocalProgress>;

/** Storage that may be missing or throw (privacy modes, full quota): the player never depends on it. */
export type MaybeStorage = Pick<Storage, 'getItem' | 'setItem'> | null | undefined;

export function browserStorage(): MaybeStorage {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: MaybeStorage, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: MaybeStorage, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or forbidden: the player works on without remembering.
  }
}

export function readPlaybackRate(storage: MaybeStorage): PlaybackRate | null {
  return parsePlaybackRate(read(storage, PLAYER_STORAGE_KEYS.rate));
}

export function writePlaybackRate(storage: MaybeStorage, rate: PlaybackRate): void {
  write(storage, PLAYER_STORAGE_KEYS.rate, String(rate));
}

function isLocalProgress(value: unknown): value is LocalProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { positionSeconds, savedAt } = value as Record<string, unknown>;
  return (
    typeof positionSeconds === 'number' &&
    Number.isFinite(positionSeconds) &&
    positionSeconds >= 0 &&
    typeof savedAt === 'number' &&
    Number.isFinite(savedAt)
  );
}

/** Every valid entry of the stored map; anything malformed (an old format, a hand edit) is ignored. */
function readProgressMap(storage: MaybeStorage): ProgressMap {
  const raw = read(storage, PLAYER_STORAGE_KEYS.progress);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => isLocalProgress(entry)));
  } catch {
    return {};
  }
}

export function readLocalProgress(storage: MaybeStorage, postId: string): LocalProgress | null {
  return readProgressMap(storage)[postId] ?? null;
}

export function writeLocalProgress(
  storage: MaybeStorage,
  postId: string,
  positionSeconds: number,
  savedAt: number,
): void {
  const entries = Object.entries({ ...readProgressMap(storage), [postId]: { positionSeconds, savedAt } })
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_REMEMBERED_POSTS);
  write(storage, PLAYER_STORAGE_KEYS.progress, JSON.stringify(Object.fromEntries(entries)));
}
