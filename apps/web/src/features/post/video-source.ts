/**
 * How a post's video is shown: a file in a native `<video>`, or a YouTube or Vimeo address in
 * their embedded player, on their privacy-enhanced hosts (youtube-nocookie.com, Vimeo with
 * do-not-track) so watching sets no tracking cookies until the visitor plays.
 */
export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'youtube'; embedUrl: string; id: string }
  | { kind: 'vimeo'; embedUrl: string; id: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, first, second] = url.pathname.split('/');
  return first === 'embed' || first === 'shorts' || first === 'live' || first === 'v' ? (second ?? null) : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123: the last number is the id.
  return [...segments].reverse().find((segment) => VIMEO_ID.test(segment)) ?? null;
}

/** Whole seconds from YouTube's `t`/`start` (`90`, `90s`, `1m30s`), or null. */
function youtubeStart(url: URL): number | null {
  const value = url.searchParams.get('t') ?? url.searchParams.get('start');
  const match = value?.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/);
  if (!value || !match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

export function videoSource(address: string): VideoSource | null {
  const value = address.trim();
  if (!value) return null;
  let url: URL;
  try {
    // Relative addresses (files on this site) are resolved against a placeholder origin.
    url = new URL(value, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube !== null) {
    if (!YOUTUBE_ID.test(youtube)) return null;
    const start = youtubeStart(url);
    return {
      kind: 'youtube',
      id: youtube,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}${start ? `?start=${start}` : ''}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  if (VIMEO_HOSTS.has(url.hostname) || YOUTUBE_HOSTS.has(url.hostname)) return null;
  return { kind: 'file', src: value };
}
