import 'server-only';
import { env } from '@/env';
import { isMediaId } from '../media-address';
import { uploadedMedia } from './finish-upload';
import { findMediaRecord } from './media-records';
import { handleTusRequest } from './tus-uploads';
import { textResponse, uploaderOf } from './upload-access';

/** tus's POST, PATCH, HEAD and DELETE, once the sender is known to be an editor of this site. */
export async function handleUploadRequest(request: Request): Promise<Response> {
  // With a bucket configured, browsers send files straight to it (direct-uploads).
  if (env.S3_BUCKET) return textResponse(409, 'Files go straight to the S3 bucket on this site.');
  const uploader = await uploaderOf(request, { changes: request.method !== 'HEAD' });
  if (uploader instanceof Response) return uploader;
  const response = await handleTusRequest(request, uploader);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** The finished file's address and length, for a browser whose upload ended without the answer. */
export async function uploadStatus(request: Request, path: string[]): Promise<Response> {
  const uploader = await uploaderOf(request, { changes: false });
  if (uploader instanceof Response) return uploader;
  const [id] = path;
  const row = path.length === 1 && id && isMediaId(id) ? await findMediaRecord(id) : null;
  if (!row) return textResponse(404, 'No such upload.');
  if (!row.completedAt) return textResponse(409, 'This upload is not complete.');
  return Response.json(uploadedMedia(row), { headers: { 'Cache-Control': 'no-store' } });
}
