/**
 * Where uploaded media files are kept. Two adapters pass one contract (storage-contract.ts): the
 * local disk (MEDIA_DIR, the default) and S3-compatible object storage (S3_BUCKET). Keys are the
 * files' ids; what an upload sends in pieces is each adapter's own business.
 */
export interface StoredObject {
  size: number;
}

/** Inclusive byte positions, as in `Content-Range`. */
export interface ReadRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  /** The value of media_files.storage for files kept here. */
  readonly kind: 'local' | 's3';
  /** Writes a whole file at once (small files, tests); uploads come in pieces, see the adapters. */
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The file's size, or null when there is none under `key`. */
  stat(key: string): Promise<StoredObject | null>;
  /** The file's bytes, or those of `range`, streamed; null when there is no file. */
  read(key: string, range?: ReadRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the file; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are ids made by the server; anything else (a path, `..`) never reaches the disk or bucket. */
const KEY = /^[A-Za-z0-9_-]{1,128}$/;

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
  return key;
}
