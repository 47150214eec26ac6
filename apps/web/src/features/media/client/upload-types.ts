import type { MediaKind } from '../media-kinds';

/** One upload from the post form, by whichever protocol the site uses. */
export interface UploadJob {
  file: File;
  kind: MediaKind;
  /** The file's first bytes, base64 (read-head.ts). */
  head: string;
  chunkBytes: number;
  onProgress: (sent: number, total: number) => void;
  signal: AbortSignal;
}

/** A refusal or failure worth showing to the editor as it is. */
export class UploadFailed extends Error {}
