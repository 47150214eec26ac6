'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { Card, media, theme, VisuallyHidden } from '@openshiur/ui';
import { formatDuration } from '@/lib/format';
import { loginHref } from '@/features/account/login-href';
import { useStopMediaWhenHidden } from '@/features/player/client/stop-media-when-hidden';
import { DownloadIcon, PauseIcon, PlayIcon, SkipIcon } from '../icons';
import { belongsToOtherMedia, isTypingTarget, playerCommandFor, spaceActivates, type PlayerCommand } from '../keyboard';
import { connectMediaSession, reportMediaPosition } from '../media-session';
import { formatPlaybackRate, parsePlaybackRate, PLAYBACK_RATES, stepPlaybackRate, type PlaybackRate } from '../playback-rate';
import { browserStorage, readPlaybackRate, writePlaybackRate } from '../player-storage';
import { createProgressSaver } from '../progress-saver';
import { decideResume, positionToRemember, type ResumeDecision } from '../resume';
import { clampTime, SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS, skipBy } from '../seek';
import { useListeningProgress } from './use-listening-progress';

export interface AudioPlayerProps {
  postId: string;
  src: string;
  title: string;
  /** Plain-text author names, for the lock screen. */
  artist: string;
  /** The series' name, if any. */
  album?: string | null;
  artwork?: string | null;
  /** The length the catalogue gives, shown until the file's own is known. */
  knownDuration?: number | null;
  /** The file name a download is saved under. */
  downloadName: string;
  /** The site's id for `me(input: { services })`. */
  serviceId: string;
}

const clock = (seconds: number) => formatDuration(Number.isFinite(seconds) ? seconds : 0);

/** What went wrong, in words, from the media element's error code. */
function loadErrorMessage(code: number | undefined): string {
  if (code === 2) return 'The recording stopped loading: the connection was lost.';
  if (code === 3) return 'The recording could not be played: the file is damaged.';
  return 'This recording could not be loaded. It may have moved, or this browser cannot play its format.';
}

/**
 * The shiur's audio player. Without JavaScript it is the browser's own `<audio controls>`; once
 * running it swaps in its own controls: play/pause, back 15 s and forward 30 s, a seek slider with
 * elapsed and total time, speed (remembered across posts), resuming where the listener left off
 * (their account when signed in, this browser otherwise), keyboard shortcuts, the Media Session
 * (lock screen, headphones, media keys), a download link, and spoken announcements of changes.
 */
export function AudioPlayer({
  postId,
  src,
  title,
  artist,
  album,
  artwork,
  knownDuration,
  downloadName,
  serviceId,
}: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [rate, setRate] = useState<PlaybackRate>(1);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [resumeNote, setResumeNote] = useState<ResumeDecision | null>(null);
  const progress = useListeningProgress(postId, serviceId);
  useStopMediaWhenHidden(playerRef);

  // Saves start only once the remembered position has been applied: a fresh page's playhead at 0
  // must never overwrite where the listener really was.
  const resumeSettled = useRef(false);
  const saveRef = useRef(progress.save);
  useEffect(() => {
    saveRef.current = progress.save;
  }, [progress.save]);
  const saver = useMemo(() => createProgressSaver({ save: (position) => saveRef.current(position) }), []);

  const remember = useCallback(
    (position: number, now: boolean) => {
      if (!resumeSettled.current) return;
      const audio = audioRef.current;
      saver.update(positionToRemember(position, audio?.duration ?? Number.NaN));
      if (now) saver.flush();
    },
    [saver],
  );

  // Running in the browser: the custom controls replace the native ones, with the remembered speed.
  // The element may have loaded its metadata (or failed) before this code ran: read its state.
  useEffect(() => {
    setEnhanced(true);
    const stored = readPlaybackRate(browserStorage());
    if (stored) setRate(stored);
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.readyState >= 1) setDuration(audio.duration);
    if (audio.error) setError(loadErrorMessage(audio.error.code));
    setPlaying(!audio.paused);
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [rate]);

  // Resume once both the remembered position and the recording's length are known.
  useEffect(() => {
    if (resumeSettled.current || progress.saved === undefined || !Number.isFinite(duration)) return;
    resumeSettled.current = true;
    const decision = decideResume(progress.saved, duration);
    const audio = audioRef.current;
    // The store already holds this position: the seek below need not save it again.
    if (progress.saved != null) saver.markSaved(progress.saved);
    // A listener who already pressed play keeps their place.
    if (decision.kind === 'resume' && audio && audio.currentTime < 1) {
      audio.currentTime = decision.at;
      setTime(decision.at);
      setAnnouncement(`Continuing where you left off, at ${clock(decision.at)}.`);
    }
    if (decision.kind !== 'start') setResumeNote(decision);
  }, [progress.saved, duration, saver]);

  const play = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.play().catch((reason: unknown) => {
      // AbortError: a pause or a new source interrupted the start, which is no failure.
      if (reason instanceof DOMException && reason.name === 'AbortError') return;
      if (reason instanceof DOMException && reason.name === 'NotAllowedError') {
        setAnnouncement('The browser blocked playback. Press play again.');
        return;
      }
      setError(loadErrorMessage(audio.error?.code));
    });
  }, []);

  const pause = useCallback(() => audioRef.current?.pause(), []);

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const target = clampTime(seconds, audio.duration);
    audio.currentTime = target;
    setTime(target);
  }, []);

  const seekBy = useCallback(
    (delta: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      seekTo(skipBy(audio.currentTime, delta, audio.duration));
      const direction = delta < 0 ? `Back ${-delta}` : `Forward ${delta}`;
      setAnnouncement(`${direction} seconds, at ${clock(audioRef.current?.currentTime ?? 0)}.`);
    },
    [seekTo],
  );

  const changeRate = useCallback((next: PlaybackRate) => {
    setRate(next);
    writePlaybackRate(browserStorage(), next);
    setAnnouncement(`Speed ${formatPlaybackRate(next)}.`);
  }, []);

  const run = useCallback(
    (command: PlayerCommand) => {
      const audio = audioRef.current;
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

  // Keyboard: the full set on the player's controls, the letters and < > anywhere on the page
  // except while typing (see keyboard.ts).
  useEffect(() => {
    if (!enhanced) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      if (isTypingTarget(target as HTMLElement | null)) return;
      const scope = target && playerRef.current?.contains(target) ? 'player' : 'page';
      if (scope === 'page' && belongsToOtherMedia(target)) return;
      if (event.key === ' ' && spaceActivates(target as HTMLElement | null)) return;
      const command = playerCommandFor(event, scope);
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enhanced, run]);

  // The Media Session: lock screen, notification, headphone and keyboard media keys.
  useEffect(() => {
    if (!enhanced) return;
    return connectMediaSession(
      { title, artist, album, artwork },
      { play, pause, seekBy: (delta) => seekBy(delta), seekTo },
      { back: SKIP_BACK_SECONDS, forward: SKIP_FORWARD_SECONDS },
    );
  }, [enhanced, title, artist, album, artwork, play, pause, seekBy, seekTo]);

  // Leaving or hiding the page saves the position at once (the request outlives the page).
  useEffect(() => {
    const flush = () => {
      const audio = audioRef.current;
      if (audio) remember(audio.currentTime, true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [remember]);

  const reportPosition = (audio: HTMLAudioElement) =>
    reportMediaPosition({ duration: audio.duration, position: audio.currentTime, playbackRate: audio.playbackRate });

  const events = {
    onLoadedMetadata: (event: SyntheticEvent<HTMLAudioElement>) => {
      setDuration(event.currentTarget.duration);
      setError(null);
      reportPosition(event.currentTarget);
    },
    onDurationChange: (event: SyntheticEvent<HTMLAudioElement>) => setDuration(event.currentTarget.duration),
    onTimeUpdate: (event: SyntheticEvent<HTMLAudioElement>) => {
      setTime(event.currentTarget.currentTime);
      if (!event.currentTarget.paused) remember(event.currentTarget.currentTime, false);
    },
    onPlay: (event: SyntheticEvent<HTMLAudioElement>) => {
      setPlaying(true);
      setError(null);
      setAnnouncement('Playing.');
      reportPosition(event.currentTarget);
    },
    onPause: (event: SyntheticEvent<HTMLAudioElement>) => {
      setPlaying(false);
      if (!event.currentTarget.ended) setAnnouncement('Paused.');
      remember(event.currentTarget.currentTime, true);
      reportPosition(event.currentTarget);
    },
    onSeeked: (event: SyntheticEvent<HTMLAudioElement>) => {
      setTime(event.currentTarget.currentTime);
      if (event.currentTarget.paused) remember(event.currentTarget.currentTime, true);
      reportPosition(event.currentTarget);
    },
    onEnded: (event: SyntheticEvent<HTMLAudioElement>) => {
      setPlaying(false);
      remember(event.currentTarget.duration, true);
      setResumeNote(null);
      setAnnouncement('Finished. Play to hear it again from the start.');
    },
    onRateChange: (event: SyntheticEvent<HTMLAudioElement>) => reportPosition(event.currentTarget),
    onError: (event: SyntheticEvent<HTMLAudioElement>) => {
      setPlaying(false);
      setError(loadErrorMessage(event.currentTarget.error?.code));
    },
  };

  const known = Number.isFinite(duration) && duration > 0;
  const total = known ? duration : (knownDuration ?? Number.NaN);
  const shownTime = Math.min(time, known ? duration : time);

  return (
    <Player ref={playerRef} role="group" aria-label={`Audio player: ${title}`} data-audio-player="" data-enhanced={enhanced ? '' : undefined}>
      {/* With JavaScript off (or before it runs) this is the whole player: the browser's own controls. */}
      <audio ref={audioRef} src={src} preload="metadata" controls={!enhanced} {...events} />

      {enhanced ? (
        <>
          <Transport>
            <PlayButton
              type="button"
              onClick={() => run('toggle')}
              aria-label={playing ? 'Pause' : 'Play'}
              data-player-toggle=""
            >
              {playing ? <PauseIcon size={28} /> : <PlayIcon size={28} />}
            </PlayButton>
            <SkipButton type="button" onClick={() => run('back')} aria-label={`Back ${SKIP_BACK_SECONDS} seconds`}>
              <SkipIcon seconds={SKIP_BACK_SECONDS} direction="back" size={28} />
            </SkipButton>
            <SkipButton type="button" onClick={() => run('forward')} aria-label={`Forward ${SKIP_FORWARD_SECONDS} seconds`}>
              <SkipIcon seconds={SKIP_FORWARD_SECONDS} direction="forward" size={28} />
            </SkipButton>
            <Timeline>
              <Time data-player-elapsed="">{clock(shownTime)}</Time>
              <Seek
                type="range"
                min={0}
                max={known ? Math.floor(duration) : 0}
                step={1}
                value={Math.floor(shownTime)}
                disabled={!known}
                aria-label="Seek"
                aria-valuetext={`${clock(shownTime)} of ${clock(total)}`}
                onChange={(event: ChangeEvent<HTMLInputElement>) => seekTo(Number(event.target.value))}
                data-player-seek=""
              />
              <Time data-player-total="">{clock(total)}</Time>
            </Timeline>
          </Transport>

          <Extras>
            <SpeedLabel>
              Speed
              <select
                value={String(rate)}
                onChange={(event) => {
                  const next = parsePlaybackRate(event.target.value);
                  if (next) changeRate(next);
                }}
                data-player-speed=""
              >
                {PLAYBACK_RATES.map((option) => (
                  <option key={option} value={String(option)}>
                    {formatPlaybackRate(option)}
                  </option>
                ))}
              </select>
            </SpeedLabel>
            <DownloadLink href={src} download={downloadName} data-player-download="">
              <DownloadIcon size={18} /> Download audio
            </DownloadLink>
            <Shortcuts>
              <summary>Keyboard shortcuts</summary>
              <ShortcutList>
                <dt>
                  <kbd>K</kbd> or <kbd>Space</kbd>
                </dt>
                <dd>Play or pause</dd>
                <dt>
                  <kbd>J</kbd> or <kbd>←</kbd>
                </dt>
                <dd>Back {SKIP_BACK_SECONDS} seconds</dd>
                <dt>
                  <kbd>L</kbd> or <kbd>→</kbd>
                </dt>
                <dd>Forward {SKIP_FORWARD_SECONDS} seconds</dd>
                <dt>
                  <kbd>&lt;</kbd> and <kbd>&gt;</kbd>
                </dt>
                <dd>Slower and faster</dd>
              </ShortcutList>
              <ShortcutNote>Space and the arrows work while the player has focus; the letters anywhere on the page.</ShortcutNote>
            </Shortcuts>
          </Extras>

          {resumeNote?.kind === 'resume' ? (
            <Note data-player-resume="">
              Continuing where you left off, at {clock(resumeNote.at)}.{' '}
              <TextButton
                type="button"
                onClick={() => {
                  seekTo(0);
                  setResumeNote(null);
                  setAnnouncement('From the beginning.');
                }}
              >
                Start from the beginning
              </TextButton>
            </Note>
          ) : resumeNote?.kind === 'finished' ? (
            <Note data-player-resume="finished">You finished this shiur. Play to hear it again from the start.</Note>
          ) : null}
          {progress.home === 'browser' ? (
            <Hint>
              Your place is kept in this browser.{' '}
              <a href={loginHref(`/p/${postId}`)}>Sign in</a> to keep it on all your devices.
            </Hint>
          ) : null}
        </>
      ) : (
        <p>
          <a href={src} download={downloadName}>
            Download audio
          </a>
        </p>
      )}

      {error ? (
        <ErrorMessage role="alert" data-player-error="">
          {error}{' '}
          <TextButton
            type="button"
            onClick={() => {
              setError(null);
              audioRef.current?.load();
            }}
          >
            Try again
          </TextButton>
        </ErrorMessage>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite" data-player-status="">
        {announcement}
      </VisuallyHidden>
    </Player>
  );
}

const Player = styled(Card)`
  background: ${theme.colors.surfaceMuted};

  audio {
    width: 100%;
  }
  &[data-enhanced] audio {
    display: none;
  }
  ${media.print} {
    display: none !important;
  }
`;

const Transport = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const roundButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 9999px;
  cursor: pointer;
  flex: none;
`;

const PlayButton = styled.button`
  ${roundButton}
  width: 52px;
  height: 52px;
  border: none;
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  &:hover {
    filter: brightness(1.15);
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const SkipButton = styled.button`
  ${roundButton}
  width: 44px;
  height: 44px;
  border: 1px solid transparent;
  background: transparent;
  color: ${theme.colors.text};
  &:hover {
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Timeline = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  flex: 1 1 240px;
  min-width: 0;
  ${media.narrow} {
    flex-basis: 100%;
  }
`;

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: 0.875rem;
  color: ${theme.colors.text};
  min-width: 3.2em;
  text-align: center;
`;

const Seek = styled.input`
  flex: 1;
  min-width: 0;
  height: 24px;
  margin: 0;
  background: transparent;
  accent-color: ${theme.colors.primary};
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Extras = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  font-size: 0.875rem;
`;

const SpeedLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  select {
    font: inherit;
    padding: 2px ${theme.space.xs};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${theme.colors.primary};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Shortcuts = styled.details`
  summary {
    cursor: pointer;
    color: ${theme.colors.primary};
  }
  summary:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ShortcutList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: ${theme.space.sm} 0 0;
  dd {
    margin: 0;
  }
  kbd {
    font-family: inherit;
    padding: 0 4px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small};
    background: ${theme.colors.surface};
  }
`;

const ShortcutNote = styled.p`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.colors.muted};
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${theme.colors.muted};
  a {
    color: ${theme.colors.primary};
  }
`;

const TextButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ErrorMessage = styled.p`
  margin: 0;
  padding: ${theme.space.sm};
  border-left: 4px solid ${theme.colors.danger};
  background: ${theme.colors.surface};
  color: ${theme.colors.danger};
`;
