import 'server-only';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Actor } from '@openshiur/db';
import { MEDIA_UPLOADS_PATH } from '../upload-endpoints';
import { checkNewUpload } from './check-new-upload';
import { finishUpload, RefusedUpload } from './finish-upload';
import { localMediaStorage, mediaLimits } from './media-config';
import { newMediaId } from './media-id';
import { createMediaRecord, findMediaRecord } from './media-records';

/** Set by the route handler once it checked who sends (upload-access.ts), read by the hooks. */
const uploaders = new WeakMap<Request, Actor>();

/**
 * Resumable uploads to the local disk with the tus protocol (tus.io; @tus/server's web-standard
 * handler). The browser sends the file in pieces (PATCH at an offset); after an interruption it
 * asks where the server got to (HEAD) and goes on from there. Files land in MEDIA_DIR, which the
 * local storage serves from.
 */
function createTusServer(): Server {
  return new Server({
    path: MEDIA_UPLOADS_PATH,
    datastore: new FileStore({ directory: localMediaStorage().directory }),
    relativeLocation: true,
    maxSize: Math.max(...Object.values(mediaLimits)),
    namingFunction: () => newMediaId(),
    async onUploadCreate(request, upload) {
      const uploadedBy = uploaders.get(request as unknown as Request);
      if (!uploadedBy) throw { status_code: 401, body: 'Sign in to upload files.' };
      if (upload.sizeIsDeferred) throw { status_code: 400, body: "Give the file's size (Upload-Length) when the upload starts." };
      const checked = checkNewUpload({
        kind: upload.metadata?.kind,
        fileName: upload.metadata?.filename,
        size: upload.size,
        head: upload.metadata?.head,
      });
      if ('status' in checked) throw { status_code: checked.status, body: checked.message };
      const { fileName, contentType, size } = checked.upload;
      await createMediaRecord({ id: upload.id, fileName, contentType, sizeBytes: size, storage: 'local', uploadedBy });
      return { metadata: { ...upload.metadata, head: null } };
    },
    async onUploadFinish(_request, upload) {
      const row = await findMediaRecord(upload.id);
      if (!row) throw { status_code: 404, body: 'No such upload.' };
      try {
        const media = await finishUpload(localMediaStorage(), row);
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(media) };
      } catch (error) {
        if (error instanceof RefusedUpload) throw { status_code: error.status, body: error.message };
        throw error;
      }
    },
  });
}

const TUS_KEY = Symbol.for('@openshiur/web/tus-server');

function tusServer(): Server {
  const store = globalThis as typeof globalThis & { [TUS_KEY]?: Server };
  return (store[TUS_KEY] ??= createTusServer());
}

/** Runs a tus request (POST, HEAD, PATCH, DELETE) sent by `uploadedBy`. */
export function handleTusRequest(request: Request, uploadedBy: Actor): Promise<Response> {
  uploaders.set(request, uploadedBy);
  return tusServer().handleWeb(request);
}
