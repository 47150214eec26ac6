import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { announcements } from '../player-text';
import { createProgressSaver } from '../progress-saver';
import { decideResume, positionToRemember, type ResumeDecision } from '../resume';
import type { AudioEvents } from './use-audio-element';
import { useListeningProgress, type ProgressHome } from './use-listening-progress';

export interface Resume {
  /** What to tell the listener about where playback starts: continuing, or already finished. */
  note: Exclude<ResumeDecision, { kind: 'start' }> | null;
  /** Where positions are kept: the account or this browser (undefined while finding out). */
  home: ProgressHome | undefined;
  /** Saves on the element's events: spread them onto the `<audio>` too. */
  events: AudioEvents;
  /** "Start from the beginning": back to 0, and the note goes. */
  startOver(): void;
}

/**
 * Resuming where the listener left off, and remembering where they are. Once both the remembered
 * position (see use-listening-progress.ts: the account when signed in, else localStorage) and the
 * recording's length are known, the playhead moves there (unless the listener already pressed
 * play, in which case their own place is saved at once). From then on the position is saved: at
 * most every 10 s while playing (progress-saver.ts), at once on pause, seek, end, and when the page
 * is hidden or left (sent with keepalive, so the request outlives the page). `seekTo` and
 * `announce` must be stable.
 */
export function useResume(options: {
  postId: string;
  serviceId: string;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** The recording's length; NaN until it is known. */
  duration: number;
  seekTo: (seconds: number) => void;
  announce: (message: string) => void;
}): Resume {
  const { postId, serviceId, audioRef, duration, seekTo, announce } = options;
  const [note, setNote] = useState<Resume['note']>(null);
  const progress = useListeningProgress(postId, serviceId);

  // Saves start only once the remembered position has been applied: a fresh page's playhead at 0
  // must never overwrite where the listener really was.
  const resumeSettled = useRef(false);
  const saveRef = useRef(progress.save);
  useEffect(() => {
    saveRef.current = progress.save;
  }, [progress.save]);
  const saver = useMemo(
    () => createProgressSaver({ save: (position) => saveRef.current(position) }),
    [],
  );

  const remember = useCallback(
    (position: number, now: boolean) => {
      if (!resumeSettled.current) return;
      const audio = audioRef.current;
      saver.update(positionToRemember(position, audio?.duration ?? Number.NaN));
      if (now) saver.flush();
    },
    [saver, audioRef],
  );

  // Resume once both the remembered position and the recording's length are known.
  useEffect(() => {
    if (resumeSettled.current || progress.saved === undefined || !Number.isFinite(duration)) return;
    resumeSettled.current = true;
    const decision = decideResume(progress.saved, duration);
    const audio = audioRef.current;
    // The store already holds this position: the seek below need not save it again.
    if (progress.saved != null) saver.markSaved(progress.saved);
    if (audio && audio.currentTime >= 1) {
      // The listener already pressed play (or skipped) and keeps their place. Their pauses and
      // skips came while saving waited for this answer, so none was saved: their place is newer
      // than the remembered one, and is saved now.
      remember(audio.currentTime, true);
    } else if (audio && decision.kind === 'resume') {
      seekTo(decision.at);
      announce(announcements.resumedAt(decision.at));
    }
    if (decision.kind !== 'start') setNote(decision);
  }, [progress.saved, duration, saver, audioRef, seekTo, announce, remember]);

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
  }, [remember, audioRef]);

  const startOver = useCallback(() => {
    seekTo(0);
    setNote(null);
    announce(announcements.fromTheBeginning);
  }, [seekTo, announce]);

  const events: AudioEvents = {
    onTimeUpdate: (event) => {
      if (!event.currentTarget.paused) remember(event.currentTarget.currentTime, false);
    },
    onPause: (event) => remember(event.currentTarget.currentTime, true),
    onSeeked: (event) => {
      if (event.currentTarget.paused) remember(event.currentTarget.currentTime, true);
    },
    onEnded: (event) => {
      remember(event.currentTarget.duration, true);
      setNote(null);
    },
  };

  return { note, home: progress.home, events, startOver };
}
