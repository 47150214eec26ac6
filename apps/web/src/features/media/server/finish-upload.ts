import 'server-only';
import type { MediaFile } from '@openshiur/db';
import { mediaFileAddress } from '../media-address';
import { formatProblem, sniffContentType, SNIFF_BYTES, type MediaKind } from '../media-kinds';
import { readDurationSeconds } from './media-duration';
import { completeMediaRecord, deleteMediaRecord } from './media-records';
import type { MediaStorage } from './storage/types';
import type { UploadedMedia } from '../uploaded-media';

export type { UploadedMedia };


export function uploadedMedia(row: MediaFile): UploadedMedia {
  return {
    id: row.id,
    address: mediaFileAddress(row.id, row.fileName),
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
  };
}

/** An upload the server refuses once its bytes are in: the file and its row are gone. */
export class RefusedUpload extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function kindOfContentType(contentType: string): MediaKind {
  if (contentType === 'application/pdf') return 'document';
  return contentType.startsWith('video/') ? 'video' : 'audio';
}

/**
 * Every byte arrived: check what was stored (the browser's word about the type was only a first
 * filter), read the recording's length, and mark the row complete.
 */
export async function finishUpload(storage: MediaStorage, row: MediaFile): Promise<UploadedMedia> {
  const stored = await storage.stat(row.id);
  const kind = kindOfContentType(row.contentType);
  const refuse = async (message: string, status: number): Promise<never> => {
    await storage.remove(row.id);
    await deleteMediaRecord(row.id);
    throw new RefusedUpload(message, status);
  };
  if (!stored || stored.size !== row.sizeBytes) {
    return refuse(`The file arrived with ${stored?.size ?? 0} of its ${row.sizeBytes} bytes: send it again.`, 400);
  }
  const head = new Uint8Array(await new Response(await storage.read(row.id, { start: 0, end: Math.min(SNIFF_BYTES, stored.size) - 1 })).arrayBuffer());
  if (sniffContentType(head, kind) !== row.contentType) return refuse(formatProblem(kind), 415);

  const durationSeconds = kind === 'document' ? null : await readDurationSeconds(storage, row.id, { contentType: row.contentType, size: stored.size });
  const completed = await completeMediaRecord(row.id, durationSeconds);
  if (!completed) throw new RefusedUpload('The upload was removed meanwhile.', 404);
  return uploadedMedia(completed);
}
