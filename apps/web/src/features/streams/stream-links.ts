/**
 * Addresses of a stream on the site and of the players it is shown in. Plain code: the /channels
 * sections, the live badge and the .ics route share it.
 */

export type StreamSourceKind = 'hls' | 'youtube' | 'vimeo';

/**
 * The privacy-enhanced embed of a YouTube or Vimeo video (no tracking cookies until it plays; Vimeo's
 * "do not track"); null for HLS, which plays in the page's own video element. The id was checked and
 * normalised when the stream was saved; it is encoded again all the same.
 */
export function embedUrlOf(kind: StreamSourceKind, source: string): string | null {
  if (kind === 'youtube') return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(source)}`;
  if (kind === 'vimeo') return `https://player.vimeo.com/video/${encodeURIComponent(source)}?dnt=1`;
  return null;
}

/** A coming stream's calendar file. */
export const streamIcsPath = (id: string) => `/channels/streams/${id}/stream.ics`;

/** A platform's section of /channels (the header's Streams menu links to the same anchors). */
export const channelPath = (platformId: string) => `/channels#${platformId}`;

/**
 * An Upcoming stream whose start has passed (the editor has not set it Live yet): shown as starting
 * soon rather than as a time in the past, and no longer offered for a calendar.
 */
export const isOverdue = (startsAt: string, now: Date) => new Date(startsAt).getTime() <= now.getTime();
