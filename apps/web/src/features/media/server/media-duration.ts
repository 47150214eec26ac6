import 'server-only';
import { parseWebStream } from 'music-metadata';
import type { MediaStorage } from './storage/types';

/**
 * A recording's length in whole seconds, read from the file by music-metadata (11.x: the 12.x line
 * needs Node 22); null when the file does not say (a live WebM recording often does not). Read as
 * a stream from either storage, so it costs at most one pass over the file, and for most formats
 * (WAV, MP4 with its index first, MP3 with a Xing header) only its first kilobytes.
 */
export async function readDurationSeconds(
  storage: MediaStorage,
  key: string,
  file: { contentType: string; size: number },
): Promise<number | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  try {
    const { format } = await parseWebStream(stream, { mimeType: file.contentType, size: file.size }, { skipCovers: true });
    const seconds = format.duration;
    return seconds !== undefined && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds) : null;
  } catch (error) {
    // An unreadable header leaves the length to the editor; the file itself was already checked.
    console.warn(`[media] could not read the length of ${key}:`, error instanceof Error ? error.message : error);
    return null;
  } finally {
    await stream.cancel().catch(() => {});
  }
}
