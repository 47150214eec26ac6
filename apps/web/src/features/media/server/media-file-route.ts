import 'server-only';
import { isMediaId, mediaFileAddress } from '../media-address';
import { textResponse } from './upload-access';
import { storageOf } from './media-config';
import { findMediaRecord } from './media-records';
import { fileResponse, IMMUTABLE } from './serve-media';
import { S3MediaStorage } from './storage/s3-storage';

/** GET and HEAD of `/media/files/{id}/{name}`: a finished upload, wherever it is kept. */
export async function serveMediaFile(request: Request, id: string, name: string): Promise<Response> {
  const row = isMediaId(id) ? await findMediaRecord(id) : null;
  const storage = row?.completedAt ? storageOf(row.storage) : null;
  if (!row || !storage) return textResponse(404, 'No such file.');
  // The name is for people; another spelling of it leads to the one address caches know.
  if (safeDecode(name) !== row.fileName) {
    return new Response(null, { status: 308, headers: { Location: mediaFileAddress(row.id, row.fileName), 'Cache-Control': IMMUTABLE } });
  }
  if (storage instanceof S3MediaStorage) {
    const { url, permanent } = await storage.downloadUrl(row.id);
    // A presigned address expires within the hour: the redirect must not outlive it.
    return new Response(null, { status: permanent ? 308 : 307, headers: { Location: url, 'Cache-Control': permanent ? IMMUTABLE : 'private, max-age=600' } });
  }
  const file = { id: row.id, fileName: row.fileName, contentType: row.contentType, size: row.sizeBytes };
  return fileResponse(request, file, (range) => storage.read(row.id, range));
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
