import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import type { PlayerCommand } from '../keyboard';
import { reportMediaPosition } from '../media-session';
import { stepPlaybackRate, type PlaybackRate } from '../playback-rate';
import { browserStorage, readPlaybackRate, writePlaybackRate } from '../player-storage';
import { announcements, loadErrorMessage, playFailure } from '../player-text';
import { clampTime, SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS, skipBy } from '../seek';

/** Handlers for the `<audio>` element's events, spread onto it. */
export type AudioEvents = Partial<
  Record<
    | 'onLoadedMetadata'
    | 'onDurationChange'
    | 'onTimeUpdate'
    | 'onPlay'
    | 'onPause'
    | 'onSeeked'
    | 'onEnded'
    | 'onRateChange'
    | 'onError',
    (event: SyntheticEvent<HTMLAudioElement>) => void
  >
>;

export interface AudioElement {
  /** For the `<audio>` element. */
  ref: RefObject<HTMLAudioElement | null>;
  /** True once running in the browser: the custom controls replace the native ones. */
  enhanced: boolean;
  playing: boolean;
  /** The playhead, in seconds. */
  time: number;
  /** The file's length; NaN until its metadata has loaded. */
  duration: number;
  rate: PlaybackRate;
  /** Why the recording cannot be played, in words; null while all is well. */
  error: string | null;
  /** The element's event handlers: spread them onto the `<audio>`. */
  events: AudioEvents;
  play(): void;
  pause(): void;
  /** Moves the playhead to `seconds`, kept inside the recording. */
  seekTo(seconds: number): void;
  /** Skips `delta` seconds (negative: back) and says where it landed. */
  seekBy(delta: number): void;
  /** Sets the speed, remembers it for every post and says so. */
  changeRate(rate: PlaybackRate): void;
  /** Carries out a command of the buttons or the keyboard (see keyboard.ts). */
  run(command: PlayerCommand): void;
  /** Clears the error and loads the recording again. */
  retry(): void;
}

const reportPosition = (audio: HTMLAudioElement) =>
  reportMediaPosition({
    duration: audio.duration,
    position: audio.currentTime,
    playbackRate: audio.playbackRate,
  });

/**
 * The player's `<audio>` element: its state (playing, playhead, length, speed, load error) kept in
 * step with the element's events, and the actions that drive it. Changes are told to the Media
 * Session (the system's progress bar) and, in words, to `announce`, which must be stable (a state
 * setter).
 */
export function useAudioElement(announce: (message: string) => void): AudioElement {
  const ref = useRef<HTMLAudioElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [rate, setRate] = useState<PlaybackRate>(1);
  const [error, setError] = useState<string | null>(null);

  // Running in the browser: the custom controls replace the native ones, with the remembered speed.
  // The element may have loaded its metadata (or failed) before this code ran: read its state.
  useEffect(() => {
    setEnhanced(true);
    const stored = readPlaybackRate(browserStorage());
    if (stored) setRate(stored);
    const audio = ref.current;
    if (!audio) return;
    if (audio.readyState >= 1) setDuration(audio.duration);
    if (audio.error) setError(loadErrorMessage(audio.error.code));
    setPlaying(!audio.paused);
  }, []);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [rate]);

  const play = useCallback(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.play().catch((reason: unknown) => {
      const failure = playFailure(reason);
      if (failure === 'interrupted') return;
      if (failure === 'blocked') {
        announce(announcements.blocked);
        return;
      }
      setError(loadErrorMessage(audio.error?.code));
    });
  }, [announce]);

  const pause = useCallback(() => ref.current?.pause(), []);

  const seekTo = useCallback((seconds: number) => {
    const audio = ref.current;
    if (!audio) return;
    const target = clampTime(seconds, audio.duration);
    audio.currentTime = target;
    setTime(target);
  }, []);

  const seekBy = useCallback(
    (delta: number) => {
      const audio = ref.current;
      if (!audio) return;
      seekTo(skipBy(audio.currentTime, delta, audio.duration));
      announce(announcements.skipped(delta, ref.current?.currentTime ?? 0));
    },
    [seekTo, announce],
  );

  const changeRate = useCallback(
    (next: PlaybackRate) => {
      setRate(next);
      writePlaybackRate(browserStorage(), next);
      announce(announcements.speed(next));
    },
    [announce],
  );

  const run = useCallback(
    (command: PlayerCommand) => {
      const audio = ref.current;
      if (!audio) return;
      if (command === 'toggle') {
        if (audio.paused) play();
        else pause();
      } else if (command === 'back') seekBy(-SKIP_BACK_SECONDS);
      else if (command === 'forward') seekBy(SKIP_FORWARD_SECONDS);
      else changeRate(stepPlaybackRate(audio.playbackRate, command === 'faster' ? 1 : -1));
    },
    [play, pause, seekBy, changeRate],
  );

  const retry = useCallback(() => {
    setError(null);
    ref.current?.load();
  }, []);

  const events: AudioEvents = {
    onLoadedMetadata: (event) => {
      setDuration(event.currentTarget.duration);
      setError(null);
      reportPosition(event.currentTarget);
    },
    onDurationChange: (event) => setDuration(event.currentTarget.duration),
    onTimeUpdate: (event) => setTime(event.currentTarget.currentTime),
    onPlay: (event) => {
      setPlaying(true);
      setError(null);
      announce(announcements.playing);
      reportPosition(event.currentTarget);
    },
    onPause: (event) => {
      setPlaying(false);
      if (!event.currentTarget.ended) announce(announcements.paused);
      reportPosition(event.currentTarget);
    },
    onSeeked: (event) => {
      setTime(event.currentTarget.currentTime);
      reportPosition(event.currentTarget);
    },
    onEnded: () => {
      setPlaying(false);
      announce(announcements.finished);
    },
    onRateChange: (event) => reportPosition(event.currentTarget),
    onError: (event) => {
      setPlaying(false);
      setError(loadErrorMessage(event.currentTarget.error?.code));
    },
  };

  return {
    ref,
    enhanced,
    playing,
    time,
    duration,
    rate,
    error,
    events,
    play,
    pause,
    seekTo,
    seekBy,
    changeRate,
    run,
    retry,
  };
}
