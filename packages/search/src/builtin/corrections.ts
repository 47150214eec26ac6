/**
 * Typo tolerance: the close known words of each query word, looked up by trigram similarity in
 * `search_terms` (a GIN index makes it cheap), then kept only within the typo budget.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@openshiur/db';
import type { QueryPart } from '../text/variants';
import type { Corrections } from './tsquery';
import { prefixTypoDistance, typoBudget, typoDistance } from './typo-budget';

/** Enough alternatives for any real typo; more would only slow the query down. */
const MAX_CORRECTIONS_PER_WORD = 5;

export async function findCorrections(db: Database, parts: readonly QueryPart[]): Promise<Corrections> {
  const words = parts.flatMap((part) =>
    part.words.map((word, index) => ({ word, prefix: part.prefix && index === part.words.length - 1 })),
  );
  const candidates = words.filter(({ word }) => typoBudget(word) > 0);
  if (candidates.length === 0) return new Map();

  const list = sql.join(
    candidates.map(({ word }) => sql`${word}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ word: string; term: string }>(
    sql`select t.word, s.term from unnest(array[${list}]::text[]) as t(word) join search_terms s on s.term % t.word`,
  );

  const corrections = new Map<string, string[]>();
  for (const { word, prefix } of candidates) {
    const budget = typoBudget(word);
    const scored = rows
      .filter((row) => row.word === word && row.term !== word)
      .map((row) => ({ term: row.term, distance: prefix ? prefixTypoDistance(word, row.term) : typoDistance(word, row.term) }))
      .filter((candidate) => candidate.distance > 0 && candidate.distance <= budget)
      .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
      .slice(0, MAX_CORRECTIONS_PER_WORD);
    if (scored.length > 0) corrections.set(word, scored.map((candidate) => candidate.term));
  }
  return corrections;
}
