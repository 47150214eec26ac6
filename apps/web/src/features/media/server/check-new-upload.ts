import 'server-only';
import { formatProblem, isMediaKind, sizeProblem, sniffContentType, type MediaKind } from '../media-kinds';
import { safeFileName } from '../media-address';
import { mediaLimits } from './media-config';

/** What an upload declares before its bytes are sent. */
export interface NewUpload {
  kind: MediaKind;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Checks a new upload before any of its bytes are taken: the kind, the size against that kind's
 * limit, and its first bytes (sent by the browser with the request) against the allow-list. The
 * stored bytes are checked again when the upload completes (finish-upload.ts).
 */
export function checkNewUpload(declared: {
  kind: unknown;
  fileName: unknown;
  size: unknown;
  /** The file's first bytes, base64. */
  head: unknown;
}): { upload: NewUpload } | { status: number; message: string } {
  const { kind, fileName, size, head } = declared;
  if (!isMediaKind(kind)) return { status: 400, message: 'Say whether the file is audio, video or a document.' };
  if (typeof size !== 'number') return { status: 400, message: "Give the file's size when the upload starts." };
  const tooLarge = sizeProblem(kind, size, mediaLimits);
  if (tooLarge) return { status: 413, message: tooLarge };
  const bytes = typeof head === 'string' ? Buffer.from(head, 'base64') : Buffer.alloc(0);
  const contentType = sniffContentType(new Uint8Array(bytes), kind);
  if (!contentType) return { status: 415, message: formatProblem(kind) };
  return { upload: { kind, fileName: safeFileName(typeof fileName === 'string' ? fileName : ''), contentType, size } };
}
