'use client';
import { useRef, useState, type ChangeEvent } from 'react';
import { VisuallyHidden } from '@openshiur/ui';
import { loginHref } from '@/features/account/login-href';
import { useStopMediaWhenHidden } from './stop-media-when-hidden';
import {
  DownloadLink,
  ErrorMessage,
  Extras,
  Hint,
  Note,
  PlayButton,
  Player,
  Seek,
  SkipButton,
  SpeedLabel,
  TextButton,
  Time,
  Timeline,
  Transport,
} from './AudioPlayer.styles';
import { DownloadIcon, PauseIcon, PlayIcon, SkipIcon } from '../icons';
import { combineHandlers } from '../media-events';
import { formatPlaybackRate, parsePlaybackRate, PLAYBACK_RATES } from '../playback-rate';
import { clock } from '../player-text';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS } from '../seek';
import { ShortcutsHelp } from './ShortcutsHelp';
import { timelineView } from '../timeline';
import { useAudioElement } from './use-audio-element';
import { useMediaSession } from './use-media-session';
import { usePlayerShortcuts } from './use-player-shortcuts';
import { useResume } from './use-resume';

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
  const playerRef = useRef<HTMLDivElement>(null);
  // What the player says through its live region (a state setter: stable, as the hooks need).
  const [announcement, announce] = useState('');
  const audio = useAudioElement(announce);
  const resume = useResume({
    postId,
    serviceId,
    audioRef: audio.ref,
    duration: audio.duration,
    seekTo: audio.seekTo,
    announce,
  });
  useStopMediaWhenHidden(playerRef);
  usePlayerShortcuts(audio.enhanced, playerRef, audio.run);
  useMediaSession(audio.enhanced, { title, artist, album, artwork }, audio);

  const { enhanced, playing, rate, error, run, seekTo, changeRate } = audio;
  const timeline = timelineView(audio.time, audio.duration, knownDuration);
  const events = combineHandlers(audio.events, resume.events);

  return (
    <Player
      ref={playerRef}
      role="group"
      aria-label={`Audio player: ${title}`}
      data-audio-player=""
      data-enhanced={enhanced ? '' : undefined}
    >
      {/* With JavaScript off (or before it runs) this is the whole player: the browser's own controls. */}
      <audio ref={audio.ref} src={src} preload="metadata" controls={!enhanced} {...events} />

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
            <SkipButton
              type="button"
              onClick={() => run('back')}
              aria-label={`Back ${SKIP_BACK_SECONDS} seconds`}
            >
              <SkipIcon seconds={SKIP_BACK_SECONDS} direction="back" size={28} />
            </SkipButton>
            <SkipButton
              type="button"
              onClick={() => run('forward')}
              aria-label={`Forward ${SKIP_FORWARD_SECONDS} seconds`}
            >
              <SkipIcon seconds={SKIP_FORWARD_SECONDS} direction="forward" size={28} />
            </SkipButton>
            <Timeline>
              <Time data-player-elapsed="">{clock(timeline.shown)}</Time>
              <Seek
                type="range"
                min={0}
                max={timeline.max}
                step={1}
                value={Math.floor(timeline.shown)}
                disabled={!timeline.known}
                aria-label="Seek"
                aria-valuetext={`${clock(timeline.shown)} of ${clock(timeline.total)}`}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  seekTo(Number(event.target.value))
                }
                data-player-seek=""
              />
              <Time data-player-total="">{clock(timeline.total)}</Time>
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
            <ShortcutsHelp />
          </Extras>

          {resume.note?.kind === 'resume' ? (
            <Note data-player-resume="">
              Continuing where you left off, at {clock(resume.note.at)}.{' '}
              <TextButton type="button" onClick={resume.startOver}>
                Start from the beginning
              </TextButton>
            </Note>
          ) : resume.note?.kind === 'finished' ? (
            <Note data-player-resume="finished">
              You finished this shiur. Play to hear it again from the start.
            </Note>
          ) : null}
          {resume.home === 'browser' ? (
            <Hint>
              Your place is kept in this browser. <a href={loginHref(`/p/${postId}`)}>Sign in</a> to
              keep it on all your devices.
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
          <TextButton type="button" onClick={audio.retry}>
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
