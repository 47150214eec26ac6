/** MIME types of the media files a post may link to, by file extension. */
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mov: 'video/quicktime',
};

/** The MIME type of a media address (`/media/x.wav` → `audio/wav`), or undefined when unknown. */
export function mediaMimeType(address: string): string | undefined {
  const path = address.split(/[?#]/)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return path.includes('.') ? MIME_BY_EXTENSION[extension] : undefined;
}

/** The file name a download is saved under: the title, made safe, with the file's own extension. */
export function downloadFileName(title: string, address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(path)?.[1]?.toLowerCase();
  const base =
    title
      .normalize('NFKC')
      // Characters file systems refuse (control characters included) become spaces.
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'shiur';
  return extension ? `${base}.${extension}` : base;
}
