import { CSRF_HEADER } from '@openshiur/graphql';
import { MEDIA_DIRECT_UPLOADS_PATH } from '../upload-endpoints';
import type { UploadedMedia } from '../uploaded-media';
import { UploadFailed, type UploadJob } from './upload-types';

interface DirectUpload {
  id: string;
  uploadId: string;
  partSize: number;
  partUrls: string[];
}

const RETRY_DELAYS = [1000, 3000, 5000, 10000];

/**
 * Sends a file straight to the S3 bucket: the server presigns one address per part, the browser
 * PUTs the parts (each tried again after a dropped connection), and the server joins them. The
 * bucket's CORS rules must allow PUT from the site and expose the ETag header (see the README).
 */
export async function directUpload({ file, kind, head, onProgress, signal }: UploadJob): Promise<UploadedMedia> {
  const started = await postJson<DirectUpload>(MEDIA_DIRECT_UPLOADS_PATH, { kind, fileName: file.name, size: file.size, head }, signal);
  const parts: { partNumber: number; etag: string }[] = [];
  let done = 0;
  for (const [index, url] of started.partUrls.entries()) {
    const piece = file.slice(index * started.partSize, (index + 1) * started.partSize);
    const etag = await withRetries(() => putPart(url, piece, (sent) => onProgress(done + sent, file.size), signal), signal);
    done += piece.size;
    parts.push({ partNumber: index + 1, etag });
  }
  return postJson<UploadedMedia>(`${MEDIA_DIRECT_UPLOADS_PATH}/${started.id}/complete`, { uploadId: started.uploadId, parts }, signal);
}

async function postJson<T>(path: string, body: unknown, signal: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new UploadFailed((await response.text()) || `Refused (${response.status}).`);
  return (await response.json()) as T;
}

/** One part by XMLHttpRequest, which reports upload progress (fetch does not). Its ETag. */
function putPart(url: string, body: Blob, onSent: (bytes: number) => void, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.upload.onprogress = (event) => onSent(event.loaded);
    request.onload = () => {
      const etag = request.getResponseHeader('ETag');
      if (request.status >= 200 && request.status < 300 && etag) resolve(etag);
      else reject(new UploadFailed(etag ? `The storage refused a part (${request.status}).` : 'The bucket does not expose ETag headers (CORS).'));
    };
    request.onerror = () => reject(new Error('network'));
    signal.addEventListener('abort', () => request.abort());
    request.onabort = () => reject(new DOMException('Cancelled', 'AbortError'));
    request.send(body);
  });
}

async function withRetries<T>(attempt: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (const delay of [...RETRY_DELAYS, null]) {
    try {
      return await attempt();
    } catch (error) {
      if (delay === null || signal.aborted || error instanceof UploadFailed) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  throw new Error('unreachable');
}
