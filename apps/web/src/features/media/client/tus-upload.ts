import { CSRF_HEADER } from '@openshiur/graphql';
import { MEDIA_UPLOADS_PATH } from '../upload-endpoints';
import type { UploadedMedia } from '../uploaded-media';
import { UploadFailed, type UploadJob } from './upload-types';

/** After a dropped connection, try again at once, then after 1, 3, 5 and 10 seconds. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000];

/**
 * Sends a file to this server with tus-js-client, in pieces of `chunkBytes`. A dropped piece is
 * sent again from where the server got to; an upload of the same file begun earlier (the page
 * was closed) goes on from there too, found by the file's fingerprint in localStorage. The client
 * is fetched when the first upload starts, so the form does not carry it.
 */
export async function tusUpload({ file, kind, head, chunkBytes, onProgress, signal }: UploadJob): Promise<UploadedMedia> {
  const { Upload } = await import('tus-js-client');
  const uploadUrl = await new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: new URL(MEDIA_UPLOADS_PATH, window.location.href).href,
      chunkSize: chunkBytes,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, kind, head },
      headers: { [CSRF_HEADER]: '1' },
      removeFingerprintOnSuccess: true,
      onProgress,
      onSuccess: () => resolve(upload.url!),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const status = response?.getStatus() ?? 0;
        // The server's refusals (size, type, role) are plain sentences; anything else is the network.
        reject(status >= 400 && status < 500 ? new UploadFailed(response?.getBody() || `Refused (${status}).`) : error);
      },
    });
    signal.addEventListener('abort', () => {
      void upload.abort();
      reject(new DOMException('Cancelled', 'AbortError'));
    });
    void upload.findPreviousUploads().then((previous) => {
      // Same name, size, type and date as an unfinished upload: go on from its offset.
      const unfinished = previous[0];
      if (unfinished) upload.resumeFromPreviousUpload(unfinished);
      upload.start();
    }, reject);
  });
  // The last piece's answer carries the file, but an upload found already complete has none: ask.
  const response = await fetch(uploadUrl, { credentials: 'same-origin', signal });
  if (!response.ok) throw new UploadFailed((await response.text()) || `The upload could not be completed (${response.status}).`);
  return (await response.json()) as UploadedMedia;
}
