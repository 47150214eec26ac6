import { useEffect } from 'react';
import { connectMediaSession, type MediaSessionControls, type NowPlaying } from '../media-session';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '../seek';

/**
 * While `enabled`, the player is the page's Media Session: the lock screen and notification show
 * `nowPlaying`, and headphone and keyboard media keys reach `controls` (skips of 15 s back and 30 s
 * forward unless the system asks for other offsets). The controls should be stable.
 */
export function useMediaSession(
  enabled: boolean,
  nowPlaying: NowPlaying,
  controls: MediaSessionControls,
): void {
  const { title, artist, album, artwork } = nowPlaying;
  const { play, pause, seekBy, seekTo } = controls;
  useEffect(() => {
    if (!enabled) return;
    return connectMediaSession(
      { title, artist, album, artwork },
      { play, pause, seekBy: (delta) => seekBy(delta), seekTo },
      { back: SKIP_BACK_SECONDS, forward: SKIP_FORWARD_SECONDS },
    );
  }, [enabled, title, artist, album, artwork, play, pause, seekBy, seekTo]);
}
