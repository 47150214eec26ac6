/**
 * The `Range` header of a request for a stored file (RFC 9110 §14): what a player asks for when
 * the listener seeks. One range only; a request for several (rare, and never from a media element)
 * gets the whole file, which the RFC allows.
 */
export type ByteRange =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i;

/** `end` is inclusive, as in `Content-Range`. */
export function parseByteRange(header: string | null, size: number): ByteRange {
  if (!header) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  // Another unit, several ranges or a malformed one: ignored, the whole file is sent.
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // `bytes=-n`: the last n bytes (all of them when the file is shorter).
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  // `500-100` is invalid and ignored; an open range is only ever unsatisfiable (its start too far).
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || (last !== '' && end < start)) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/**
 * Whether `If-None-Match` names `etag` (weak comparison, as the RFC asks for this header), so the
 * browser's copy is current and a 304 answers.
 */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
