/**
 * A text cut into the pieces the query matched and the rest, for highlighting (spec "beyond":
 * matched words are marked). `highlightRanges` decides what matches; this only cuts.
 */
import { highlightRanges } from '@openshiur/search/client';

export interface TextPiece {
  text: string;
  marked: boolean;
}

export function highlightPieces(text: string, query: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const { start, end } of query.trim() ? highlightRanges(text, query) : []) {
    if (start < at || end <= start) continue; // overlapping or empty ranges never come; be safe
    if (start > at) pieces.push({ text: text.slice(at, start), marked: false });
    pieces.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || pieces.length === 0) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
