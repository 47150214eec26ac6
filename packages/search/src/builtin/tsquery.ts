/**
 * Builds PostgreSQL `to_tsquery('simple', …)` text from a parsed query. Every word must match;
 * the last one as a prefix (the visitor is still typing it); a recognised name may match through
 * its variant key instead; a misspelt word may match through its corrections.
 */
import type { QueryPart } from '../text/variants';

/** Close words per misspelt word, from `corrections.ts`. */
export type Corrections = ReadonlyMap<string, readonly string[]>;

/** Words reach here as runs of letters and digits only (`searchTokens`), so they need no quoting. */
function word(token: string, typing: boolean, corrections: Corrections): string {
  // One letter is a prefix too, as on Algolia: the dropdown answers it from the newest posts
  // (`suggest-posts.ts`) without ranking everything it matches.
  const alternatives = [token, ...(corrections.get(token) ?? [])].map((term) => (typing ? `${term}:*` : term));
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
}

function part(queryPart: QueryPart, corrections: Corrections): string {
  const last = queryPart.words.length - 1;
  const words = queryPart.words.map((token, index) => word(token, queryPart.prefix && index === last, corrections));
  const allWords = words.length === 1 ? words[0]! : `(${words.join(' & ')})`;
  return queryPart.keys.length === 0 ? allWords : `(${[allWords, ...queryPart.keys].join(' | ')})`;
}

/** The tsquery text, or undefined when the query has no words (then everything matches). */
export function toTsQuery(parts: readonly QueryPart[], corrections: Corrections = new Map()): string | undefined {
  if (parts.length === 0) return undefined;
  return parts.map((queryPart) => part(queryPart, corrections)).join(' & ');
}
