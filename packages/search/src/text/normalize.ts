/**
 * Text normalisation for search, the TypeScript twin of the SQL function `search_normalize`
 * (packages/db/drizzle/0002_search-normalize.sql). Index and query must fold text the same way,
 * so `normalize.test.ts` runs both on the same samples.
 */

/** Markup, case, diacritics, Hebrew points and apostrophe-like marks folded away. */
export function normalizeForSearch(text: string): string {
  return text
    .replace(/<(script|style)[^>]*>[^<]*<\/(script|style)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u0591-\u05c7'’‘`´״׳]/g, '');
}

/** The words of a text after normalising: runs of letters and digits in any script. */
export function searchTokens(text: string): string[] {
  return normalizeForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}
