import 'server-only';
import { z } from 'zod';
import type { Actor } from '@openshiur/db';
import { checkNewUpload } from './check-new-upload';
import { finishUpload, RefusedUpload, type UploadedMedia } from './finish-upload';
import { chunkBytes } from './media-config';
import { newMediaId } from './media-id';
import { createMediaRecord, deleteMediaRecord, findMediaRecord } from './media-records';
import type { S3MediaStorage } from './storage/s3-storage';

/** What the browser needs to send a file straight to the bucket. */
export interface DirectUpload {
  id: string;
  uploadId: string;
  /** Bytes per part: part n is bytes (n-1)·partSize to n·partSize of the file. */
  partSize: number;
  /** One presigned PUT address per part, in order. */
  partUrls: string[];
}

const startSchema = z.object({
  kind: z.unknown(),
  fileName: z.string().max(1000),
  size: z.number().int(),
  head: z.string().max(1000),
});

const completeSchema = z.object({
  uploadId: z.string().min(1).max(2000),
  parts: z
    .array(z.object({ partNumber: z.number().int().min(1).max(10_000), etag: z.string().min(1).max(200) }))
    .min(1)
    .max(10_000),
});

export type Outcome<T> = { ok: T } | { status: number; message: string };

/**
 * Starts an upload straight to S3 (the server never sees the bytes): checks the declared file as
 * tus uploads are checked, records it, starts a multipart upload and presigns every part.
 */
export async function startDirectUpload(storage: S3MediaStorage, body: unknown, uploadedBy: Actor): Promise<Outcome<DirectUpload>> {
  const parsed = startSchema.safeParse(body);
  if (!parsed.success) return { status: 400, message: 'Send kind, fileName, size and head.' };
  const checked = checkNewUpload(parsed.data);
  if ('status' in checked) return checked;
  const { fileName, contentType, size } = checked.upload;
  const id = newMediaId();
  const partSize = chunkBytes(size);
  const uploadId = await storage.startUpload(id, { contentType, fileName });
  await createMediaRecord({ id, fileName, contentType, sizeBytes: size, storage: 's3', uploadedBy });
  const partUrls = await storage.partUrls(id, uploadId, Math.max(1, Math.ceil(size / partSize)));
  return { ok: { id, uploadId, partSize, partUrls } };
}

/** Every part is in the bucket: join them, then check and record the file like any upload. */
export async function completeDirectUpload(storage: S3MediaStorage, id: string, body: unknown): Promise<Outcome<UploadedMedia>> {
  const parsed = completeSchema.safeParse(body);
  if (!parsed.success) return { status: 400, message: 'Send uploadId and the parts with their ETags.' };
  const row = await findMediaRecord(id);
  if (!row || row.storage !== 's3') return { status: 404, message: 'No such upload.' };
  if (row.completedAt) return { status: 409, message: 'This upload is already complete.' };
  const { uploadId, parts } = parsed.data;
  try {
    await storage.completeUpload(id, uploadId, [...parts].sort((a, b) => a.partNumber - b.partNumber));
  } catch (error) {
    console.warn(`[media] S3 refused to complete upload ${id}:`, error instanceof Error ? error.message : error);
    await storage.abortUpload(id, uploadId).catch(() => {});
    await deleteMediaRecord(id);
    return { status: 400, message: 'The storage refused the upload: send the file again.' };
  }
  try {
    return { ok: await finishUpload(storage, row) };
  } catch (error) {
    if (error instanceof RefusedUpload) return { status: error.status, message: error.message };
    throw error;
  }
}
