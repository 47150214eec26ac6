import { describe, expect, it, vi } from 'vitest';
import { connectMediaSession, MEDIA_SESSION_ACTIONS, reportMediaPosition } from './media-session';

function fakeSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  return {
    handlers,
    metadata: null as MediaMetadata | null,
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      handlers.set(action, handler);
    },
  };
}

const controls = () => ({ play: vi.fn(), pause: vi.fn(), seekBy: vi.fn(), seekTo: vi.fn() });
const metadataOf = (init: MediaMetadataInit) => init as unknown as MediaMetadata;

describe('Media Session', () => {
  it('says what is playing and registers play, pause and the seeks', () => {
    const session = fakeSession();
    const player = controls();
    connectMediaSession(
      { title: 'Berachos 5', artist: 'Rabbi Sample Teacher', album: 'Daf Yomi', artwork: '/a.jpg' },
      player,
      { back: 15, forward: 30 },
      session,
      metadataOf,
    );
    expect(session.metadata).toEqual({
      title: 'Berachos 5',
      artist: 'Rabbi Sample Teacher',
      album: 'Daf Yomi',
      artwork: [{ src: '/a.jpg' }],
    });
    expect([...session.handlers.keys()]).toEqual([...MEDIA_SESSION_ACTIONS]);
    session.handlers.get('play')!({ action: 'play' });
    session.handlers.get('pause')!({ action: 'pause' });
    session.handlers.get('seekbackward')!({ action: 'seekbackward' });
    session.handlers.get('seekforward')!({ action: 'seekforward', seekOffset: 10 });
    session.handlers.get('seekto')!({ action: 'seekto', seekTime: 42 });
    expect(player.play).toHaveBeenCalledOnce();
    expect(player.pause).toHaveBeenCalledOnce();
    expect(player.seekBy.mock.calls).toEqual([[-15], [10]]);
    expect(player.seekTo).toHaveBeenCalledWith(42);
  });

  it('removes its handlers and metadata when the player goes away', () => {
    const session = fakeSession();
    const disconnect = connectMediaSession({ title: 't', artist: 'a' }, controls(), { back: 15, forward: 30 }, session, metadataOf);
    disconnect();
    expect([...session.handlers.values()].every((handler) => handler === null)).toBe(true);
    expect(session.metadata).toBeNull();
  });

  it('survives browsers without the API or without some actions', () => {
    expect(() => connectMediaSession({ title: 't', artist: 'a' }, controls(), { back: 15, forward: 30 }, undefined)()).not.toThrow();
    const picky = {
      metadata: null,
      setActionHandler: (action: MediaSessionAction) => {
        if (action === 'seekto') throw new TypeError('unknown action');
      },
    };
    expect(() => connectMediaSession({ title: 't', artist: 'a' }, controls(), { back: 15, forward: 30 }, picky, metadataOf)).not.toThrow();
  });

  it('reports the position only with a known length, kept inside it', () => {
    const setPositionState = vi.fn();
    reportMediaPosition({ duration: Number.NaN, position: 3, playbackRate: 1 }, { setPositionState });
    expect(setPositionState).not.toHaveBeenCalled();
    reportMediaPosition({ duration: 90, position: 95, playbackRate: 1.5 }, { setPositionState });
    expect(setPositionState).toHaveBeenCalledWith({ duration: 90, position: 90, playbackRate: 1.5 });
  });
});
