/**
 * How different a word may be from the word meant: Algolia's defaults, so both engines forgive
 * the same typos. Words under 4 letters must be exact; from 4 letters one typo; from 8 letters two.
 * A typo is an insertion, deletion, substitution or swap of neighbours (Damerau-Levenshtein).
 */
export function typoBudget(word: string): number {
  const length = [...word].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** Optimal string alignment distance (Damerau-Levenshtein without repeated edits of a substring). */
export function typoDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const rows = left.length + 1;
  const columns = right.length + 1;
  const distance: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let best = Math.min(
        distance[row - 1]![column]! + 1,
        distance[row]![column - 1]! + 1,
        distance[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]) {
        best = Math.min(best, distance[row - 2]![column - 2]! + 1);
      }
      distance[row]![column] = best;
    }
  }
  return distance[rows - 1]![columns - 1]!;
}

/**
 * Distance from a word still being typed to a known word: the word is compared with the known
 * word's beginnings, so "berachso" is one typo from "berachos" and "shabos" from "shabbos…".
 */
export function prefixTypoDistance(typed: string, known: string): number {
  const letters = [...known];
  const length = [...typed].length;
  let best = Number.POSITIVE_INFINITY;
  for (let end = Math.max(1, length - 2); end <= Math.min(letters.length, length + 2); end += 1) {
    best = Math.min(best, typoDistance(typed, letters.slice(0, end).join('')));
  }
  return best;
}
