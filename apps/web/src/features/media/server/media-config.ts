import 'server-only';
import { env } from '@/env';
import type { MediaLimits } from '../media-kinds';
import type { UploadSettings } from '../uploaded-media';
import { LocalMediaStorage } from './storage/local-storage';
import { S3MediaStorage } from './storage/s3-storage';

const MB = 1024 * 1024;

/** The largest upload of each kind, in bytes (MEDIA_MAX_*_MB). */
export const mediaLimits: MediaLimits = {
  audio: env.MEDIA_MAX_AUDIO_MB * MB,
  video: env.MEDIA_MAX_VIDEO_MB * MB,
  document: env.MEDIA_MAX_DOCUMENT_MB * MB,
};

/** S3 takes parts of 5 MB at least (all but the last); and at most 10,000 of them. */
const S3_MIN_PART = 5 * MB;
const S3_MAX_PARTS = 10_000;

/** How the studio's browser sends a file of `size` bytes, in pieces of this many bytes. */
export function chunkBytes(size = 0): number {
  const chunk = env.MEDIA_UPLOAD_CHUNK_MB * MB;
  if (!env.S3_BUCKET) return chunk;
  return Math.max(chunk, S3_MIN_PART, Math.ceil(size / S3_MAX_PARTS));
}


/** What the post form needs to know to send files (passed to it by the studio's pages). */
export function uploadSettings(): UploadSettings {
  return { mode: env.S3_BUCKET ? 's3' : 'tus', chunkBytes: chunkBytes(), limits: mediaLimits };
}

const STORAGE_KEY = Symbol.for('@openshiur/web/media-storage');
type Storages = { local?: LocalMediaStorage; s3?: S3MediaStorage };

/** The adapter files are kept in: the S3 bucket when S3_BUCKET is set, else MEDIA_DIR. */
export function mediaStorage(): LocalMediaStorage | S3MediaStorage {
  return env.S3_BUCKET ? s3Storage() : localMediaStorage();
}

/** Files already uploaded stay where they were put: a row says which storage holds it. */
export function storageOf(kind: string): LocalMediaStorage | S3MediaStorage | null {
  if (kind === 'local') return localMediaStorage();
  if (kind === 's3') return env.S3_BUCKET ? s3Storage() : null;
  return null;
}

function storages(): Storages {
  const store = globalThis as typeof globalThis & { [STORAGE_KEY]?: Storages };
  return (store[STORAGE_KEY] ??= {});
}

export function localMediaStorage(): LocalMediaStorage {
  return (storages().local ??= new LocalMediaStorage(env.MEDIA_DIR));
}

function s3Storage(): S3MediaStorage {
  return (storages().s3 ??= new S3MediaStorage({
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL,
  }));
}
