/** What the seek slider and the two clocks beside it show. */
export interface TimelineView {
  /** Whether the recording's own length is known (its metadata loaded, a length above 0). */
  known: boolean;
  /** The length shown: the file's own once known, else the catalogue's (NaN when neither). */
  total: number;
  /** The elapsed time shown, never past the file's length. */
  shown: number;
  /** The slider's maximum: whole seconds of the file's length, 0 while it is unknown. */
  max: number;
}

/**
 * The timeline for a playhead at `time` in a file of `duration` seconds (NaN until its metadata
 * loads), with `knownDuration` the catalogue's length, shown until the file's own is known.
 */
export function timelineView(
  time: number,
  duration: number,
  knownDuration: number | null | undefined,
): TimelineView {
  const known = Number.isFinite(duration) && duration > 0;
  return {
    known,
    total: known ? duration : (knownDuration ?? Number.NaN),
    shown: Math.min(time, known ? duration : time),
    max: known ? Math.floor(duration) : 0,
  };
}
