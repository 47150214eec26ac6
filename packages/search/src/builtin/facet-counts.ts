/**
 * The results page's counts: how many Published posts match, and per filter value how many would
 * match with that filter's own selection set aside (values of one filter widen, filters narrow).
 *
 * Exact counts cost time in proportion to the matches: 84,000 posts for "b" at 100,000 took
 * 300 ms. So the counts are first taken over a sample of about SAMPLE_WINDOW posts (whole table
 * pages picked at random, the same pages every time, so a page's figures do not change between
 * visits). When the sample says the words match more than EXACT_COUNT_LIMIT posts in all (the
 * first letters of a word, the commonest words), it is the answer, scaled to the catalogue's size
 * and marked as estimates (`exhaustive: false`), as Algolia does for large result sets: its cost
 * does not grow with the catalogue. Otherwise every match is counted.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@openshiur/db';
import { emptyFacetCounts } from '../request';
import type { FacetCounts, PostFacet } from '../types';

/** Matches counted exactly; when the sample suggests more, the counts are estimated. */
export const EXACT_COUNT_LIMIT = 5_000;
/** About how many posts the sample reads (at 100,000 posts: 10–40 ms with its counts). */
export const SAMPLE_WINDOW = 10_000;
/** Fewer matches than this in the sample are too few to scale from: the counts are exact then. */
export const MIN_SAMPLE_MATCHES = 200;
/** How long the catalogue's size (the estimates' scale) is reused. */
const CATALOGUE_SIZE_TTL_MS = 60_000;

/** `authors` and `series` facets list the most frequent values only (a menu, not a report). */
const MAX_ENTITY_FACET_VALUES = 20;

/** One facet's counts: `value` is what the visitor filters by (ids as text for series and authors). */
const facetSources: Record<PostFacet, { value: SQL; from: SQL; where?: SQL }> = {
  topics: { value: sql`v`, from: sql`cross join unnest(p.topics) as v` },
  holidays: { value: sql`v`, from: sql`cross join unnest(p.holidays) as v` },
  mediaTypes: { value: sql`p.media_type`, from: sql`` },
  languages: { value: sql`p.language`, from: sql`` },
  clipLengths: { value: sql`p.clip_length`, from: sql``, where: sql`p.clip_length is not null` },
  series: { value: sql`p.series_id::text`, from: sql``, where: sql`p.series_id is not null` },
  authors: { value: sql`pa.author_id::text`, from: sql`join post_authors pa on pa.post_id = p.post_id` },
};

export function allOf(conditions: Iterable<SQL>): SQL {
  const parts = [...conditions];
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

function except(conditions: ReadonlyMap<PostFacet, SQL>, facet: PostFacet): SQL {
  return allOf([...conditions].filter(([name]) => name !== facet).map(([, condition]) => condition));
}

function byCountThenValue(a: { value: string; count: number }, b: { value: string; count: number }): number {
  return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}

export interface CountedPosts {
  facets: FacetCounts;
  total: number;
  /** False when `total` and the facet counts are estimates. */
  exhaustive: boolean;
}

/**
 * The counts over `matched` (a CTE of search_posts rows, alias `p`), each multiplied by `scale`:
 * one query, one scan of the matched rows per facet.
 */
async function countOver(db: Database, matched: SQL, conditions: ReadonlyMap<PostFacet, SQL>, scale: number) {
  const selects = (Object.keys(facetSources) as PostFacet[]).map((facet) => {
    const source = facetSources[facet];
    return sql`(select ${facet}::text as facet, ${source.value} as value, count(*)::int as count
      from matched p ${source.from}
      where ${allOf([except(conditions, facet), ...(source.where ? [source.where] : [])])}
      group by 2)`;
  });
  const { rows } = await db.execute<{ facet: PostFacet | 'total' | 'sample'; value: string | null; count: number }>(sql`
    with matched as materialized (${matched})
    ${sql.join(selects, sql` union all `)}
    union all
    (select 'total', null, count(*)::int from matched p where ${allOf(conditions.values())})
    union all
    (select 'sample', null, count(*)::int from matched p)`);
  const facets: FacetCounts = emptyFacetCounts();
  let total = 0;
  let filtered = 0;
  let sample = 0;
  for (const row of rows) {
    if (row.facet === 'total') [filtered, total] = [row.count, Math.round(row.count * scale)];
    else if (row.facet === 'sample') sample = row.count;
    else if (row.value !== null) facets[row.facet].push({ value: row.value, count: Math.max(1, Math.round(row.count * scale)) });
  }
  for (const facet of Object.keys(facets) as PostFacet[]) {
    facets[facet].sort(byCountThenValue);
    if (facet === 'authors' || facet === 'series') facets[facet].splice(MAX_ENTITY_FACET_VALUES);
  }
  // sample: rows matching the words; filtered: those also matching every filter (both unscaled).
  return { facets, total, sample, filtered };
}

const MATCHED_COLUMNS = sql`p.post_id, p.topics, p.holidays, p.media_type, p.language, p.clip_length, p.series_id`;

export interface FacetCounter {
  /**
   * Counts for posts matching `textWhere` (a condition on search_posts `p`), `conditions` being
   * the selected filters by facet. `atLeast`: posts known to match with every filter (the page's
   * own results), a floor for an estimated total.
   */
  count(
    textWhere: SQL,
    conditions: ReadonlyMap<PostFacet, SQL>,
    atLeast: () => Promise<number>,
    options?: { estimate?: boolean },
  ): Promise<CountedPosts>;
}

export interface FacetCountLimits {
  exactLimit: number;
  /** About how many posts the sample reads. */
  window: number;
  minSampleMatches: number;
}

const DEFAULT_LIMITS: FacetCountLimits = { exactLimit: EXACT_COUNT_LIMIT, window: SAMPLE_WINDOW, minSampleMatches: MIN_SAMPLE_MATCHES };

export function createFacetCounter(db: Database, limits: FacetCountLimits = DEFAULT_LIMITS): FacetCounter {
  const { exactLimit, minSampleMatches } = limits;
  let catalogueSize: { expires: number; value: Promise<number> } | undefined;
  /** Published posts in the search table, reused for a minute (counting them reads the whole index). */
  function publishedPosts(): Promise<number> {
    if (!catalogueSize || catalogueSize.expires <= Date.now()) {
      const value = db
        .execute<{ count: number }>(sql`select count(*)::int as count from search_posts`)
        .then(({ rows }) => rows[0]?.count ?? 0);
      catalogueSize = { expires: Date.now() + CATALOGUE_SIZE_TTL_MS, value };
      value.catch(() => (catalogueSize = undefined));
    }
    return catalogueSize.value;
  }

  async function exact(textWhere: SQL, conditions: ReadonlyMap<PostFacet, SQL>): Promise<CountedPosts> {
    const { facets, total } = await countOver(db, sql`select ${MATCHED_COLUMNS} from search_posts p where ${textWhere}`, conditions, 1);
    return { facets, total, exhaustive: true };
  }

  return {
    async count(textWhere, conditions, atLeast, { estimate = true } = {}) {
      if (!estimate) return exact(textWhere, conditions);
      // The sample first: its matches tell how common the words are (a few thousand rows read,
      // whatever the catalogue's size), and are the answer if they are common.
      const size = await publishedPosts();
      const percent = size === 0 ? 100 : Math.min(100, (100 * limits.window) / size);
      const sampled = await countOver(
        db,
        sql`select ${MATCHED_COLUMNS} from search_posts p tablesample system (${percent}) repeatable (0) where ${textWhere}`,
        conditions,
        100 / percent,
      );
      const estimatedMatches = (sampled.sample * 100) / percent;
      // Few matches: cheap to count exactly. Words that are rare in the sample but match many
      // posts elsewhere: too few to scale from, so exactly too.
      if (estimatedMatches <= exactLimit || sampled.sample < minSampleMatches) return exact(textWhere, conditions);
      if (sampled.filtered >= minSampleMatches) {
        return { facets: sampled.facets, total: Math.max(sampled.total, await atLeast()), exhaustive: false };
      }
      // Common words narrowed by filters to a few posts (one author's shiurim on "b"): an
      // estimate would be noise, and a total below the truth would hide pages. Those few are
      // counted exactly (found through the filter's index), with every other facet's values;
      // only the filtered facets' own values, which set their filter aside, come from the sample.
      const narrow = await countOver(db, sql`select ${MATCHED_COLUMNS} from search_posts p where ${textWhere} and ${allOf(conditions.values())}`, conditions, 1);
      const facets = { ...narrow.facets };
      for (const facet of conditions.keys()) facets[facet] = sampled.facets[facet];
      return { facets, total: narrow.total, exhaustive: false };
    },
  };
}
