/**
 * A stream's source as an editor types it, checked and normalised: an HLS playlist's address, or a
 * YouTube or Vimeo video named by id or by any of its usual addresses (stored as the bare id, so
 * the site builds the privacy-enhanced embed itself and nothing else can be embedded).
 */

export type StreamSourceKind = 'hls' | 'youtube' | 'vimeo';

export type SourceCheck = { ok: true; source: string } | { ok: false; message: string };

const MAX_LENGTH = 2_000;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9]\d{0,11}$/;
/** The site's own media files (served under /media/), as `mediaAddress` takes them. */
const MEDIA_PLAYLIST = /^\/media\/[A-Za-z0-9._~%/-]{1,500}\.m3u8$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
/** Plain http is taken only from the editor's own machine: a local test server (the e2e specs use one). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const fail = (message: string): SourceCheck => ({ ok: false, message });
const ok = (source: string): SourceCheck => ({ ok: true, source });

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function hlsSource(text: string): SourceCheck {
  const problem = 'Give an https address of an .m3u8 playlist, or a path under /media/ ending .m3u8';
  if (text.startsWith('/')) {
    return MEDIA_PLAYLIST.test(text) && !text.split('/').includes('..') ? ok(text) : fail(problem);
  }
  const url = parseUrl(text);
  if (!url || url.username || url.password || !url.pathname.endsWith('.m3u8')) return fail(problem);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) return ok(url.href);
  return fail(problem);
}

function youtubeSource(text: string): SourceCheck {
  const problem = 'Give a YouTube video id (11 characters) or its youtube.com or youtu.be address';
  if (YOUTUBE_ID.test(text)) return ok(text);
  const url = parseUrl(text);
  if (!url || url.protocol !== 'https:') return fail(problem);
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['live', 'embed', 'shorts', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? ok(id) : fail(problem);
}

function vimeoSource(text: string): SourceCheck {
  const problem = 'Give a Vimeo video id (digits) or its vimeo.com address';
  if (VIMEO_ID.test(text)) return ok(text);
  const url = parseUrl(text);
  if (!url || url.protocol !== 'https:' || !VIMEO_HOSTS.has(url.hostname.toLowerCase())) return fail(problem);
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123: the video's number.
  const id = url.hostname.toLowerCase() === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.findLast((segment) => VIMEO_ID.test(segment));
  return id && VIMEO_ID.test(id) ? ok(id) : fail(problem);
}

/** Checks and normalises `raw` (trimmed) as a source of `kind`. */
export function checkStreamSource(kind: StreamSourceKind, raw: string): SourceCheck {
  const text = raw.trim();
  if (!text) return fail('Give the address the stream plays from');
  if (text.length > MAX_LENGTH) return fail('At most 2,000 characters');
  if (kind === 'hls') return hlsSource(text);
  if (kind === 'youtube') return youtubeSource(text);
  return vimeoSource(text);
}
