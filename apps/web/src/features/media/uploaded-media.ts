import type { MediaLimits } from './media-kinds';

/** What the studio's form gets for a finished upload (shared by the server and the browser). */
export interface UploadedMedia {
  id: string;
  /** `/media/files/{id}/{fileName}`: what goes into the post's audio, video or document field. */
  address: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** Read from the file (audio and video); null when it does not say. */
  durationSeconds: number | null;
}

/** How the post form sends files: where, in what pieces, how large at most. */
export interface UploadSettings {
  /** `tus`: resumable uploads to this server (MEDIA_DIR); `s3`: straight to the bucket. */
  mode: 'tus' | 's3';
  chunkBytes: number;
  limits: MediaLimits;
}
