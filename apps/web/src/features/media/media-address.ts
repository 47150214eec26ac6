/**
 * Where an uploaded file is served: `/media/files/{id}/{fileName}`. The id finds it; the name is
 * there for people and players (a download keeps it, a podcast app reads the extension).
 */
export const MEDIA_FILES_PATH = '/media/files';

/** Upload ids: the tus server's random hex, or the same made for S3 uploads. */
const MEDIA_ID = /^[a-f0-9]{32}$/;

export function isMediaId(value: string): boolean {
  return MEDIA_ID.test(value);
}

export function mediaFileAddress(id: string, fileName: string): string {
  return `${MEDIA_FILES_PATH}/${id}/${encodeURIComponent(fileName)}`;
}

/**
 * A file name safe in an address and a `Content-Disposition`: the editor's name without folders,
 * control characters or characters addresses reserve, at most 120 characters, its extension kept.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f"#%&?*:<>|`^{}[\]\\]/g, '')
    .replace(/\s+/g, '-')
    .replace(/^[.-]+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 120 - extension.length) + extension;
}
