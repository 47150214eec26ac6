import { describe, expect, it } from 'vitest';
import { belongsToOtherMedia, isTypingTarget, playerCommandFor, spaceActivates } from './keyboard';
import {
  DEFAULT_PLAYBACK_RATE,
  formatPlaybackRate,
  parsePlaybackRate,
  PLAYBACK_RATES,
  stepPlaybackRate,
} from './playback-rate';
import {
  MAX_REMEMBERED_POSTS,
  PLAYER_STORAGE_KEYS,
  readLocalProgress,
  readPlaybackRate,
  writeLocalProgress,
  writePlaybackRate,
} from './player-storage';
import { createProgressSaver, SAVE_INTERVAL_MS } from './progress-saver';
import { decideResume, isFinishedAt, positionToRemember } from './resume';
import { clampTime, skipBy, SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from './seek';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('playback speed', () => {
  it('offers 0.75× to 2× in quarter steps, 1× by default', () => {
    expect(PLAYBACK_RATES).toEqual([0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(DEFAULT_PLAYBACK_RATE).toBe(1);
    expect(formatPlaybackRate(1.25)).toBe('1.25×');
  });

  it('steps up and down the list and stays at the ends', () => {
    expect(stepPlaybackRate(1, 1)).toBe(1.25);
    expect(stepPlaybackRate(1, -1)).toBe(0.75);
    expect(stepPlaybackRate(2, 1)).toBe(2);
    expect(stepPlaybackRate(0.75, -1)).toBe(0.75);
    // A speed off the list moves to the nearest listed one in that direction.
    expect(stepPlaybackRate(1.1, 1)).toBe(1.25);
    expect(stepPlaybackRate(1.1, -1)).toBe(1);
    expect(stepPlaybackRate(3, -1)).toBe(2);
  });

  it('accepts only listed speeds from storage or a form', () => {
    expect(parsePlaybackRate('1.5')).toBe(1.5);
    expect(parsePlaybackRate(0.75)).toBe(0.75);
    for (const bad of ['', '16', '1.3', 'fast', null, undefined, Number.NaN, {}]) {
      expect(parsePlaybackRate(bad)).toBeNull();
    }
  });
});

describe('seeking', () => {
  it('skips back 15 and forward 30 seconds', () => {
    expect([SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS]).toEqual([15, 30]);
    expect(skipBy(100, -SKIP_BACK_SECONDS, 600)).toBe(85);
    expect(skipBy(100, SKIP_FORWARD_SECONDS, 600)).toBe(130);
  });

  it('never goes before the start or past the end', () => {
    expect(skipBy(10, -15, 600)).toBe(0);
    expect(skipBy(590, 30, 600)).toBe(600);
    expect(clampTime(-3, 90)).toBe(0);
    expect(clampTime(Number.NaN, 90)).toBe(0);
  });

  it('is bounded only by the start while the length is unknown', () => {
    expect(skipBy(40, 30, Number.NaN)).toBe(70);
    expect(skipBy(40, 30, Number.POSITIVE_INFINITY)).toBe(70);
    expect(skipBy(5, -15, 0)).toBe(0);
  });
});

describe('resuming', () => {
  it('starts from the beginning with nothing remembered or barely begun', () => {
    expect(decideResume(null, 600)).toEqual({ kind: 'start' });
    expect(decideResume(undefined, 600)).toEqual({ kind: 'start' });
    expect(decideResume(4, 600)).toEqual({ kind: 'start' });
  });

  it('continues where the listener left off, in whole seconds', () => {
    expect(decideResume(125.7, 600)).toEqual({ kind: 'resume', at: 125 });
    // Before the length is known the position is taken as it is.
    expect(decideResume(40, Number.NaN)).toEqual({ kind: 'resume', at: 40 });
  });

  it('treats the last 30 s (or 5% of a short recording) as finished', () => {
    expect(isFinishedAt(571, 600)).toBe(true);
    expect(isFinishedAt(569, 600)).toBe(false);
    expect(isFinishedAt(86, 90)).toBe(true);
    expect(isFinishedAt(85, 90)).toBe(false);
    expect(isFinishedAt(10, Number.NaN)).toBe(false);
    expect(decideResume(590, 600)).toEqual({ kind: 'finished' });
    expect(decideResume(900, 600)).toEqual({ kind: 'finished' });
    expect(decideResume(60, 90)).toEqual({ kind: 'resume', at: 60 });
  });

  it('remembers a finished recording at its very end', () => {
    expect(positionToRemember(575.4, 600)).toBe(600);
    expect(positionToRemember(125.9, 600)).toBe(125);
    expect(positionToRemember(-2, 600)).toBe(0);
  });
});

describe('what the player keeps in the browser', () => {
  it('remembers the speed under one key for every post', () => {
    const storage = memoryStorage();
    expect(readPlaybackRate(storage)).toBeNull();
    writePlaybackRate(storage, 1.75);
    expect(storage.values.get(PLAYER_STORAGE_KEYS.rate)).toBe('1.75');
    expect(readPlaybackRate(storage)).toBe(1.75);
    expect(readPlaybackRate(memoryStorage({ [PLAYER_STORAGE_KEYS.rate]: '9' }))).toBeNull();
  });

  it('keeps positions per post under one key', () => {
    const storage = memoryStorage();
    writeLocalProgress(storage, '12', 40, 1_000);
    writeLocalProgress(storage, '13', 75, 2_000);
    writeLocalProgress(storage, '12', 55, 3_000);
    expect(readLocalProgress(storage, '12')).toEqual({ positionSeconds: 55, savedAt: 3_000 });
    expect(readLocalProgress(storage, '13')).toEqual({ positionSeconds: 75, savedAt: 2_000 });
    expect(readLocalProgress(storage, '14')).toBeNull();
    expect([...storage.values.keys()]).toEqual([PLAYER_STORAGE_KEYS.progress]);
  });

  it(`forgets the least recently played beyond ${MAX_REMEMBERED_POSTS} posts`, () => {
    const storage = memoryStorage();
    for (let id = 1; id <= MAX_REMEMBERED_POSTS + 5; id += 1) writeLocalProgress(storage, String(id), 30, id);
    expect(readLocalProgress(storage, '1')).toBeNull();
    expect(readLocalProgress(storage, '5')).toBeNull();
    expect(readLocalProgress(storage, '6')).toEqual({ positionSeconds: 30, savedAt: 6 });
    expect(Object.keys(JSON.parse(storage.values.get(PLAYER_STORAGE_KEYS.progress)!))).toHaveLength(
      MAX_REMEMBERED_POSTS,
    );
  });

  it('ignores malformed stored values and storage that throws', () => {
    const broken = memoryStorage({ [PLAYER_STORAGE_KEYS.progress]: '{"12":{"positionSeconds":"x"},"13":' });
    expect(readLocalProgress(broken, '12')).toBeNull();
    const mixed = memoryStorage({
      [PLAYER_STORAGE_KEYS.progress]: JSON.stringify({ 12: { positionSeconds: -1, savedAt: 1 }, 13: { positionSeconds: 9, savedAt: 1 } }),
    });
    expect(readLocalProgress(mixed, '12')).toBeNull();
    expect(readLocalProgress(mixed, '13')).toEqual({ positionSeconds: 9, savedAt: 1 });
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readPlaybackRate(throwing)).toBeNull();
    expect(() => writeLocalProgress(throwing, '1', 5, 1)).not.toThrow();
    expect(readLocalProgress(null, '1')).toBeNull();
  });
});

describe('throttled saving', () => {
  function saver() {
    let clock = 0;
    const saved: number[] = [];
    const progress = createProgressSaver({ save: (position) => saved.push(position), now: () => clock });
    return { progress, saved, advance: (ms: number) => (clock += ms) };
  }

  it('saves at most every 10 seconds while playing', () => {
    const { progress, saved, advance } = saver();
    expect(SAVE_INTERVAL_MS).toBe(10_000);
    progress.update(0.4);
    for (let second = 1; second <= 25; second += 1) {
      advance(1_000);
      progress.update(second + 0.4);
    }
    expect(saved).toEqual([0, 10, 20]);
  });

  it('saves at once on flush (pause, page hidden), but never the same position twice', () => {
    const { progress, saved, advance } = saver();
    progress.update(3);
    advance(2_000);
    progress.update(5.9);
    progress.flush();
    progress.flush();
    expect(saved).toEqual([3, 5]);
    advance(20_000);
    progress.update(5.2);
    progress.flush();
    expect(saved).toEqual([3, 5]);
  });

  it('does not send back the position it was loaded with', () => {
    const { progress, saved } = saver();
    progress.markSaved(125);
    progress.update(125.6);
    progress.flush();
    expect(saved).toEqual([]);
    progress.update(126);
    progress.flush();
    expect(saved).toEqual([126]);
  });

  it('has nothing to save before the playhead is known', () => {
    const { progress, saved } = saver();
    progress.flush();
    expect(saved).toEqual([]);
  });
});

describe('keyboard shortcuts', () => {
  const key = (k: string, extra: object = {}) => ({ key: k, ...extra });

  it('knows the letters and < > everywhere', () => {
    for (const scope of ['player', 'page'] as const) {
      expect(playerCommandFor(key('k'), scope)).toBe('toggle');
      expect(playerCommandFor(key('J'), scope)).toBe('back');
      expect(playerCommandFor(key('l'), scope)).toBe('forward');
      expect(playerCommandFor(key('<'), scope)).toBe('slower');
      expect(playerCommandFor(key('>'), scope)).toBe('faster');
    }
  });

  it('takes space and the arrows only on the player itself', () => {
    expect(playerCommandFor(key(' '), 'player')).toBe('toggle');
    expect(playerCommandFor(key('ArrowLeft'), 'player')).toBe('back');
    expect(playerCommandFor(key('ArrowRight'), 'player')).toBe('forward');
    expect(playerCommandFor(key(' '), 'page')).toBeNull();
    expect(playerCommandFor(key('ArrowLeft'), 'page')).toBeNull();
    expect(playerCommandFor(key('ArrowRight'), 'page')).toBeNull();
  });

  it('leaves shortcuts with Ctrl, Cmd or Alt and other keys alone', () => {
    expect(playerCommandFor(key('k', { ctrlKey: true }), 'page')).toBeNull();
    expect(playerCommandFor(key('l', { metaKey: true }), 'player')).toBeNull();
    expect(playerCommandFor(key('j', { altKey: true }), 'player')).toBeNull();
    expect(playerCommandFor(key('a'), 'player')).toBeNull();
    expect(playerCommandFor(key('Enter'), 'player')).toBeNull();
  });

  it('never takes keys from text fields, select boxes or editable content', () => {
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', getAttribute: () => 'combobox' })).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'range' })).toBe(false);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('leaves keys pressed on another media player (a video, an embedded frame) to it', () => {
    expect(belongsToOtherMedia({ tagName: 'VIDEO' })).toBe(true);
    expect(belongsToOtherMedia({ tagName: 'iframe' })).toBe(true);
    expect(belongsToOtherMedia({ tagName: 'BUTTON' })).toBe(false);
    expect(belongsToOtherMedia(null)).toBe(false);
  });

  it('lets space press a focused button or link as usual', () => {
    expect(spaceActivates({ tagName: 'BUTTON' })).toBe(true);
    expect(spaceActivates({ tagName: 'A' })).toBe(true);
    expect(spaceActivates({ tagName: 'INPUT', type: 'checkbox' })).toBe(true);
    expect(spaceActivates({ tagName: 'INPUT', type: 'range' })).toBe(false);
    expect(spaceActivates({ tagName: 'DIV' })).toBe(false);
  });
});
