/**
 * What the studio accepts as a post's media, told by the file's first bytes rather than its name:
 * a renamed executable is not a recording. Shared by the browser (to refuse a file before sending
 * it) and the server (which checks the bytes it stored, whatever the browser said).
 */
export const MEDIA_KINDS = ['audio', 'video', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value);
}

/** Bytes enough to tell every accepted format (WebM names itself within its first header). */
export const SNIFF_BYTES = 64;

/** What each kind accepts, as the file picker's `accept` and in messages. */
export const KIND_LABELS: Record<MediaKind, { accept: string; formats: string }> = {
  audio: { accept: 'audio/*,.mp3,.m4a,.m4b,.aac,.ogg,.oga,.opus,.wav,.webm,.flac', formats: 'MP3, M4A, AAC, Ogg, Opus, WAV, WebM or FLAC' },
  video: { accept: 'video/mp4,video/webm,.mp4,.m4v,.webm', formats: 'MP4 or WebM' },
  document: { accept: 'application/pdf,.pdf', formats: 'PDF' },
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** ISO base media brands of audio-only files (iTunes audio and audiobooks). */
const AUDIO_ONLY_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ']);

/**
 * The content type a file of `kind` is stored and served with, from its first bytes; null when
 * they are not a format that kind accepts. Containers that hold sound or pictures (MP4, WebM) take
 * the kind the editor chose: their first bytes do not say whether a video track follows.
 */
export function sniffContentType(bytes: Uint8Array, kind: MediaKind): string | null {
  const format = sniffFormat(bytes);
  if (!format) return null;
  return format.types[kind] ?? null;
}

interface SniffedFormat {
  name: string;
  types: Partial<Record<MediaKind, string>>;
}

function sniffFormat(bytes: Uint8Array): SniffedFormat | null {
  if (bytes.length < 4) return null;
  if (ascii(bytes, 0, 5) === '%PDF-') return { name: 'pdf', types: { document: 'application/pdf' } };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return { name: 'wav', types: { audio: 'audio/wav' } };
  if (ascii(bytes, 0, 4) === 'OggS') return { name: 'ogg', types: { audio: 'audio/ogg' } };
  if (ascii(bytes, 0, 4) === 'fLaC') return { name: 'flac', types: { audio: 'audio/flac' } };
  if (ascii(bytes, 0, 3) === 'ID3') return { name: 'mp3', types: { audio: 'audio/mpeg' } };
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const brand = ascii(bytes, 8, 4);
    if (AUDIO_ONLY_BRANDS.has(brand)) return { name: 'm4a', types: { audio: 'audio/mp4' } };
    // QuickTime's own brand is not MP4, and browsers outside Safari play it poorly.
    if (brand === 'qt  ') return null;
    return { name: 'mp4', types: { audio: 'audio/mp4', video: 'video/mp4' } };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    // EBML: WebM says so in its DocType; other Matroska files (.mkv) are not accepted.
    return ascii(bytes, 0, Math.min(bytes.length, SNIFF_BYTES)).includes('webm')
      ? { name: 'webm', types: { audio: 'audio/webm', video: 'video/webm' } }
      : null;
  }
  if (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) {
    // An MPEG audio frame sync: layer bits 00 are AAC's ADTS, any other layer is MP1/2/3.
    const layer = (bytes[1]! >> 1) & 0b11;
    const version = (bytes[1]! >> 3) & 0b11;
    if (layer === 0) return (bytes[1]! & 0xf6) === 0xf0 ? { name: 'aac', types: { audio: 'audio/aac' } } : null;
    return version === 0b01 ? null : { name: 'mp3', types: { audio: 'audio/mpeg' } };
  }
  return null;
}

/** The largest file of each kind, in bytes (from MEDIA_MAX_*_MB). */
export type MediaLimits = Record<MediaKind, number>;

/** Why a file of `size` bytes is refused for `kind`, or null when it fits. */
export function sizeProblem(kind: MediaKind, size: number, limits: MediaLimits): string | null {
  if (!Number.isSafeInteger(size) || size <= 0) return 'The file is empty.';
  if (size > limits[kind]) return `The file is ${formatBytes(size)}; ${kind} files may be at most ${formatBytes(limits[kind])}.`;
  return null;
}

/** The message for a file whose bytes are not an accepted format. */
export function formatProblem(kind: MediaKind): string {
  return `This is not a file the site accepts as ${kind === 'document' ? 'a document' : kind}: give ${KIND_LABELS[kind].formats}.`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1).replace(/\.0$/, '')} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
