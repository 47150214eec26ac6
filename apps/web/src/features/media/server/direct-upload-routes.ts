import 'server-only';
import { completeDirectUpload, startDirectUpload, type Outcome } from './direct-uploads';
import { mediaStorage } from './media-config';
import { S3MediaStorage } from './storage/s3-storage';
import { textResponse, uploaderOf } from './upload-access';

export async function startDirectUploadRequest(request: Request): Promise<Response> {
  const storage = mediaStorage();
  if (!(storage instanceof S3MediaStorage)) return textResponse(409, 'No S3 bucket is configured: use the resumable uploads.');
  const uploader = await uploaderOf(request, { changes: true });
  if (uploader instanceof Response) return uploader;
  return answer(await startDirectUpload(storage, await jsonOf(request), uploader));
}

export async function completeDirectUploadRequest(request: Request, id: string): Promise<Response> {
  const storage = mediaStorage();
  if (!(storage instanceof S3MediaStorage)) return textResponse(409, 'No S3 bucket is configured.');
  const uploader = await uploaderOf(request, { changes: true });
  if (uploader instanceof Response) return uploader;
  return answer(await completeDirectUpload(storage, id, await jsonOf(request)));
}

async function jsonOf(request: Request): Promise<unknown> {
  return request.json().catch(() => null);
}

function answer<T>(outcome: Outcome<T>): Response {
  if ('ok' in outcome) return Response.json(outcome.ok, { headers: { 'Cache-Control': 'no-store' } });
  return textResponse(outcome.status, outcome.message);
}
