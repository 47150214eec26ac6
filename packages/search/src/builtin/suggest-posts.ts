/**
 * The best posts for a query (the dropdown's, and the results page's "best match" order): the
 * newest posts whose title matches what has been typed, then those whose series or author names
 * match, then those whose text matches. The same order Algolia gives with
 * its settings (the attribute that matched, then newest first), so both engines agree on every
 * query, one letter included.
 *
 * Why it is shaped like this: a visitor types letter by letter, so every search starts with the
 * prefixes that match most ("b" matches a quarter of all titles). Ranking every match costs time
 * in proportion to the catalogue. Instead each tier is answered in two steps:
 *
 * 1. the newest posts are read in date order and filtered: a common prefix fills the dropdown
 *    here, at a cost that does not depend on the size of the catalogue. Without filters (the
 *    dropdown, a results page of words alone) the title and names tiers walk the newest
 *    NAMES_WINDOW posts in the date index alone, which carries both documents (INCLUDE); with
 *    filters, which read other columns, RECENT_WINDOW rows of the table;
 * 2. only when that finds too few, the tier's GIN index finds every match and the newest are kept.
 *    Such a query matches few recent posts, so it is a rare word or an old subject, and its
 *    matches are few enough to sort.
 *
 * Why the index-only walk matters at scale: a subject is studied in runs (a masechta for weeks of
 * Daf Yomi), so a prefix common across the catalogue ("ber", Berachos) can be absent from the
 * newest 1,000 posts yet present in the newest 3,000. Step 2 then sorts every match, and their
 * number grows with the catalogue (about 4,800 titles at 100,000 posts, 48,000 at 1,000,000:
 * 5 ms and 45 ms). Reading 5,000 index entries costs about 2 ms at any size, less than 1,000
 * table rows did.
 *
 * Step 2 sits in a MATERIALIZED CTE so the planner cannot turn it back into an unbounded walk in
 * date order (it would, for a prefix it wrongly believes common, and read the whole table).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@openshiur/db';

/** Newest posts read (table rows) before asking the index when filters apply: enough for any prefix that matches 1% of titles. */
export const RECENT_WINDOW = 1000;

/** Newest posts read from the date index alone (no filters) before asking the tier's GIN index. */
export const NAMES_WINDOW = 5000;

/** Newest posts read for a match anywhere in the text (larger documents to test). */
export const RECENT_TEXT_WINDOW = 300;

export interface Tier {
  /**
   * Matches among the newest posts (alias `p`), in date order. `filtered`: `where` reads columns
   * other than `post_id` (a results page's filters), so whole rows are read.
   */
  recent(query: SQL, need: number, where: SQL, filtered: boolean): SQL;
  /** Every match (alias `p`), newest first. */
  all(query: SQL, need: number, where: SQL): SQL;
}

/**
 * A tier over one of the narrow table's documents; `where` is on alias `p` (filters, exclusions).
 * `indexWindow`: the document is in the date index (INCLUDE), and this many of the newest posts
 * are read from it alone when nothing else is asked of the row.
 */
function documentTier(column: 'title_vector' | 'context_vector' | 'document_vector', window: number, indexWindow?: number): Tier {
  const vector = sql.identifier(column);
  return {
    recent: (query, need, where, filtered) => sql`
      select p.post_id as id from (
        ${
          indexWindow !== undefined && !filtered
            ? sql`select post_id, sort_date, ${vector} from search_posts order by sort_date desc, post_id desc limit ${indexWindow}`
            : sql`select * from search_posts order by sort_date desc, post_id desc limit ${window}`
        }
      ) p
      where p.${vector} @@ ${query} and ${where}
      order by p.sort_date desc, p.post_id desc limit ${need}`,
    all: (query, need, where) => sql`
      with matched as materialized (
        select p.post_id, p.sort_date from search_posts p where p.${vector} @@ ${query} and ${where}
      )
      select r.post_id as id from matched r
      order by r.sort_date desc, r.post_id desc limit ${need}`,
  };
}

/** The tiers in the order the dropdown shows them; exported for the plan test. */
export const TIERS: readonly Tier[] = [
  documentTier('title_vector', RECENT_WINDOW, NAMES_WINDOW),
  documentTier('context_vector', RECENT_WINDOW, NAMES_WINDOW),
  // Anything in the post (excerpt and body too), which is also where a query of several words
  // matches when they sit in different places (a word of the title and an author's name).
  documentTier('document_vector', RECENT_TEXT_WINDOW),
];

export interface RankedPostIds {
  /** At most `limit` post ids, best first. */
  ids: number[];
  /** Whether more posts match than `ids` holds. */
  more: boolean;
}

/**
 * The best `limit` posts for a `to_tsquery('simple', …)` text, as ids in order: title matches,
 * then names, then text, newest first in each. `filter` narrows them (SQL on alias `p`, a
 * `search_posts` row; none for the dropdown). The dropdown asks for 7; the results page for its
 * page and those before.
 */
export async function rankedPostIds(
  db: Database,
  match: { tsquery: string; literal?: string | undefined },
  limit: number,
  filter?: SQL,
): Promise<RankedPostIds> {
  const query = sql`to_tsquery('simple', ${match.tsquery})`;
  // A title with the words as typed before one that matches through a name's other spellings:
  // "ברכות" shows Hebrew titles first, then the Berachos ones (newest first within each).
  const literal =
    match.literal !== undefined && match.literal !== match.tsquery ? sql`to_tsquery('simple', ${match.literal})` : undefined;
  const tiers: (readonly [Tier, SQL])[] = [
    ...(literal ? [[TIERS[0]!, literal] as const] : []),
    ...TIERS.map((tier) => [tier, query] as const),
  ];
  // One more than shown tells whether there are more.
  const wanted = limit + 1;
  const found: number[] = [];
  const filtered = filter !== undefined;
  const where = () => {
    const condition = filter ?? sql`true`;
    return found.length === 0 ? condition : sql`${condition} and p.post_id <> all(${`{${found.join(',')}}`}::int[])`;
  };
  const take = async (statement: SQL) => {
    const { rows } = await db.execute<{ id: number }>(statement);
    found.push(...rows.map((row) => row.id));
    return rows.length;
  };
  for (const [tier, tierQuery] of tiers) {
    const need = wanted - found.length;
    if (need === 0) break;
    if ((await take(tier.recent(tierQuery, need, where(), filtered))) === need) continue;
    // Too few among the newest: drop what the window found and take the tier's matches in full.
    found.splice(wanted - need);
    await take(tier.all(tierQuery, need, where()));
  }
  return { ids: found.slice(0, limit), more: found.length > limit };
}
