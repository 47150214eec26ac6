import 'server-only';
import { etagMatches, parseByteRange } from '../byte-range';
import type { ReadRange } from './storage/types';

/** Files never change under their id, so browsers and CDNs may keep them for a year, unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ServedFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * The answer to GET or HEAD for a stored file: the whole file, or the one range a player asks for
 * when the listener seeks (206, or 416 past the end), or 304 when the browser's copy is current.
 * The body is streamed from storage (`open`), never held in memory.
 */
export async function fileResponse(
  request: Request,
  file: ServedFile,
  open: (range: ReadRange) => Promise<ReadableStream<Uint8Array> | null>,
): Promise<Response> {
  // The id is random and the content never changes: id and size are a strong validator.
  const etag = `"${file.id}-${file.size.toString(36)}"`;
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'Content-Type': file.contentType,
    'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
  });
  if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });

  // If-Range with another validator: the browser's piece is of another file, send it all.
  const ifRange = request.headers.get('if-range');
  const rangeHeader = ifRange && ifRange !== etag ? null : request.headers.get('range');
  const range = parseByteRange(rangeHeader, file.size);
  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${file.size}`);
    headers.delete('Content-Type');
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range.kind === 'partial' ? range : { start: 0, end: file.size - 1 };
  const length = file.size === 0 ? 0 : end - start + 1;
  headers.set('Content-Length', String(length));
  if (range.kind === 'partial') headers.set('Content-Range', `bytes ${start}-${end}/${file.size}`);
  const status = range.kind === 'partial' ? 206 : 200;
  if (request.method === 'HEAD' || length === 0) return new Response(null, { status, headers });
  const body = await open({ start, end });
  if (!body) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(body, { status, headers });
}
