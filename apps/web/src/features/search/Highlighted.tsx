import { Fragment } from 'react';
import { highlightPieces } from './highlight-parts';

/** Plain text (a post title, a series name) with the query's matches in `<mark>`. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightPieces(text, query).map((piece, index) =>
        piece.marked ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
      )}
    </>
  );
}
