/** What the lock screen, headphones and media keys can ask the player to do. */
export interface MediaSessionControls {
  play(): void;
  pause(): void;
  /** Skip by `seconds` (negative: back). */
  seekBy(seconds: number): void;
  seekTo(seconds: number): void;
}

export interface NowPlaying {
  title: string;
  /** Plain-text author names. */
  artist: string;
  /** The series, if any. */
  album?: string | null;
  /** Absolute or site-relative image address. */
  artwork?: string | null;
}

type Session = Pick<MediaSession, 'setActionHandler'> & { metadata: MediaMetadata | null };
type MetadataFactory = (init: MediaMetadataInit) => MediaMetadata;

/** The actions registered, in order (a browser that knows fewer ignores the rest). */
export const MEDIA_SESSION_ACTIONS = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto'] as const;

/**
 * Registers the player with the Media Session API: what is playing (title, authors, series,
 * artwork) and handlers for play, pause, seek back and forward (by the offset the system asks,
 * else the player's own 15 / 30 seconds) and seek to a time. Returns the clean-up that removes
 * them. Does nothing where the API is missing.
 */
export function connectMediaSession(
  nowPlaying: NowPlaying,
  controls: MediaSessionControls,
  skip: { back: number; forward: number },
  session: Session | undefined = typeof navigator === 'undefined' ? undefined : navigator.mediaSession,
  createMetadata: MetadataFactory | undefined = typeof MediaMetadata === 'undefined'
    ? undefined
    : (init) => new MediaMetadata(init),
): () => void {
  if (!session) return () => undefined;
  if (createMetadata) {
    session.metadata = createMetadata({
      title: nowPlaying.title,
      artist: nowPlaying.artist,
      album: nowPlaying.album ?? undefined,
      artwork: nowPlaying.artwork ? [{ src: nowPlaying.artwork }] : [],
    });
  }
  const handlers: Record<(typeof MEDIA_SESSION_ACTIONS)[number], MediaSessionActionHandler> = {
    play: () => controls.play(),
    pause: () => controls.pause(),
    seekbackward: (details) => controls.seekBy(-(details.seekOffset ?? skip.back)),
    seekforward: (details) => controls.seekBy(details.seekOffset ?? skip.forward),
    seekto: (details) => {
      if (details.seekTime != null) controls.seekTo(details.seekTime);
    },
  };
  const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // This browser does not know the action.
    }
  };
  for (const action of MEDIA_SESSION_ACTIONS) set(action, handlers[action]);
  return () => {
    for (const action of MEDIA_SESSION_ACTIONS) set(action, null);
    session.metadata = null;
  };
}

/** Tells the system where the playhead is (for its progress bar); ignores values it would refuse. */
export function reportMediaPosition(
  state: { duration: number; position: number; playbackRate: number },
  session: Pick<MediaSession, 'setPositionState'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.mediaSession,
): void {
  const { duration, position, playbackRate } = state;
  if (!session?.setPositionState || !Number.isFinite(duration) || duration <= 0) return;
  try {
    session.setPositionState({ duration, position: Math.min(Math.max(0, position), duration), playbackRate });
  } catch {
    // An older implementation: the position is a nicety.
  }
}
