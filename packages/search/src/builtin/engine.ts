/**
 * The built-in search engine: PostgreSQL full-text search in the site's own database (PGlite or a
 * PostgreSQL server), no outside service. Search documents with GIN indexes find the rows: for
 * posts, the narrow `search_posts` table (@openshiur/db), whose three documents tell where the
 * words matched (title before names before text, newer first among equals); for authors and
 * series, their `search_vector`, ranked by `ts_rank`. The dropdown's posts take a shortcut for
 * common prefixes (`suggest-posts.ts`). Variants fold through the indexer's keys; a query that
 * finds nothing is retried with its misspelt words corrected (`corrections.ts`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@openshiur/db';
import { effectiveSort, validateListSearch, validatePostSearch, validateQuery, type ValidPostSearch } from '../request';
import { parseQuery, type QueryPart } from '../text/variants';
import {
  SUGGESTION_LIMITS,
  type ListSearchRequest,
  type ListSearchResponse,
  type PostFacet,
  type PostHit,
  type PostSearchRequest,
  type PostSearchResponse,
  type SearchEngine,
  type SuggestionSection,
  type Suggestions,
} from '../types';
import { findCorrections } from './corrections';
import { allOf, createFacetCounter } from './facet-counts';
import { rankedPostIds } from './suggest-posts';
import { toTsQuery, type Corrections } from './tsquery';

/** How long the unfiltered list and its counts are reused (see `searchPosts`). */
const BROWSE_CACHE_MS = 60_000;

// Posts are read from `search_posts` (alias `p`): one narrow row per Published post.
const postDate = sql`p.sort_date`;
// `offset 0` keeps each check a per-row lookup that stops at the first post: without it the
// planner may join every post of the catalogue to decide for a handful of authors.
const authorIsVisible = sql`exists (select 1 from post_authors pa join search_posts p on p.post_id = pa.post_id where pa.author_id = a.id offset 0)`;
const seriesIsVisible = sql`exists (select 1 from search_posts p where p.series_id = s.id offset 0)`;

/** Names sort as read: markup, case and accents aside, and the spaces markup leaves collapsed. */
const nameSortKey = (alias: string) =>
  sql`trim(regexp_replace(search_normalize(${sql.identifier(alias)}.name), '[[:space:]]+', ' ', 'g'))`;

/**
 * A query's match condition and order on one table alias; no words match everything. Authors and
 * series (`a`, `s`) match their `search_vector` and rank by `ts_rank`; posts (`p`, search_posts)
 * match their whole document, and `rankedPostIds` orders them by where the words matched.
 */
interface TextMatch {
  /** The `to_tsquery('simple', …)` text; undefined when there are no words. */
  tsquery: string | undefined;
  /** The same without the variant keys: the words as typed (and their corrections). */
  literal: string | undefined;
  where: (alias: string) => SQL;
  rank: (alias: string) => SQL;
  postWhere: SQL;
}

function textMatch(parts: readonly QueryPart[], corrections?: Corrections): TextMatch {
  const tsquery = toTsQuery(parts, corrections);
  const literal = toTsQuery(
    parts.map((part) => ({ ...part, keys: [] })),
    corrections,
  );
  // Constants (not the bare literal 0, which ORDER BY would read as a column position).
  if (tsquery === undefined)
    return { tsquery, literal, where: () => sql`true`, rank: () => sql`0::real`, postWhere: sql`true` };
  const query = sql`to_tsquery('simple', ${tsquery})`;
  return {
    tsquery,
    literal,
    where: (alias) => sql`${sql.identifier(alias)}.search_vector @@ ${query}`,
    rank: (alias) => sql`ts_rank(${sql.identifier(alias)}.search_vector, ${query})`,
    postWhere: sql`p.document_vector @@ ${query}`,
  };
}

function list(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** SQL conditions for the selected filter values, on posts alias `p`, by facet. */
function filterConditions(filters: ValidPostSearch['filters']): Map<PostFacet, SQL> {
  const conditions = new Map<PostFacet, SQL>();
  const { topics, holidays, mediaTypes, languages, clipLengths, series, authors } = filters;
  if (topics) conditions.set('topics', sql`p.topics && array[${list(topics)}]::text[]`);
  if (holidays) conditions.set('holidays', sql`p.holidays && array[${list(holidays)}]::text[]`);
  if (mediaTypes) conditions.set('mediaTypes', sql`p.media_type in (${list(mediaTypes)})`);
  if (languages) conditions.set('languages', sql`p.language in (${list(languages)})`);
  if (clipLengths) conditions.set('clipLengths', sql`p.clip_length in (${list(clipLengths)})`);
  if (series) conditions.set('series', sql`p.series_id in (${list(series.map(Number))})`);
  if (authors) {
    conditions.set(
      'authors',
      sql`exists (select 1 from post_authors fa where fa.post_id = p.post_id and fa.author_id in (${list(authors.map(Number))}))`,
    );
  }
  return conditions;
}

export function createBuiltInSearch(db: Database): SearchEngine {
  const facetCounter = createFacetCounter(db);
  /** Runs `search` with the query's words; when nothing matches, once more with typos corrected. */
  async function withTypoRetry<T>(
    parts: readonly QueryPart[],
    search: (match: TextMatch) => Promise<T>,
    isEmpty: (result: T) => boolean,
    corrections?: () => Promise<Corrections>,
  ): Promise<T> {
    const first = await search(textMatch(parts));
    if (parts.length === 0 || !isEmpty(first)) return first;
    const corrected = corrections ? await corrections() : await findCorrections(db, parts);
    if (corrected.size === 0) return first;
    return search(textMatch(parts, corrected));
  }

  async function postHits(match: TextMatch, limit: number): Promise<SuggestionSection<PostHit>> {
    if (match.tsquery === undefined) return { hits: [], more: false };
    const { ids, more } = await rankedPostIds(db, { tsquery: match.tsquery, literal: match.literal }, limit);
    if (ids.length === 0) return { hits: [], more };
    const { rows } = await db.execute<{ id: number; title: string }>(
      sql`select id, title from posts where id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    return {
      hits: ids.flatMap((id) => {
        const title = titles.get(id);
        return title === undefined ? [] : [{ objectID: String(id), title }];
      }),
      more,
    };
  }

  async function authorRows(match: TextMatch, limit: number, offset: number) {
    const { rows } = await db.execute<{ id: number; name: string; image: string | null; total: number }>(sql`
      select a.id, a.name, a.image, count(*) over ()::int as total
      from authors a
      where ${authorIsVisible} and ${match.where('a')}
      order by ${match.rank('a')} desc, ${nameSortKey('a')}, a.id
      limit ${limit} offset ${offset}`);
    return rows;
  }

  async function seriesRows(match: TextMatch, limit: number, offset: number) {
    const { rows } = await db.execute<{ id: number; name: string; total: number }>(sql`
      select s.id, s.name, count(*) over ()::int as total
      from series s
      where ${seriesIsVisible} and ${match.where('s')}
      order by ${match.rank('s')} desc, ${nameSortKey('s')}, s.id
      limit ${limit} offset ${offset}`);
    return rows;
  }

  const isEmptyList = (result: { total: number }) => result.total === 0;
  const isEmptySection = (section: SuggestionSection<unknown>) => section.hits.length === 0;

  /** A dropdown section from rows that carry the count of all matches. */
  function section<TRow extends { total: number }, THit>(rows: TRow[], toHit: (row: TRow) => THit): SuggestionSection<THit> {
    return { hits: rows.map(toHit), more: (rows[0]?.total ?? 0) > rows.length };
  }

  async function suggest(rawQuery: string): Promise<Suggestions> {
    const query = validateQuery(rawQuery);
    const parts = parseQuery(query);
    if (parts.length === 0) {
      const empty = { hits: [], more: false };
      return { query, posts: empty, authors: empty, series: empty };
    }
    // One correction lookup at most, shared by the sections that come back empty.
    let corrections: Promise<Corrections> | undefined;
    const correct = () => (corrections ??= findCorrections(db, parts));

    const [posts, authors, series] = await Promise.all([
      withTypoRetry(parts, (match) => postHits(match, SUGGESTION_LIMITS.posts), isEmptySection, correct),
      withTypoRetry(
        parts,
        async (match) =>
          section(await authorRows(match, SUGGESTION_LIMITS.authors, 0), (row) => ({
            objectID: String(row.id),
            name: row.name,
            image: row.image || null,
          })),
        isEmptySection,
        correct,
      ),
      withTypoRetry(
        parts,
        async (match) =>
          section(await seriesRows(match, SUGGESTION_LIMITS.series, 0), (row) => ({ objectID: String(row.id), name: row.name })),
        isEmptySection,
        correct,
      ),
    ]);
    return { query, posts, authors, series };
  }

  /**
   * The unfiltered list (the search page without words, and its counts over every Published post)
   * is the costliest request and the same for every visitor: it is kept for a minute.
   */
  const browseCache = new Map<string, { expires: number; response: Promise<PostSearchResponse> }>();

  async function searchPosts(request: PostSearchRequest): Promise<PostSearchResponse> {
    const search = validatePostSearch(request);
    if (search.query === '' && Object.keys(search.filters).length === 0) {
      const key = `${search.sort}:${search.page}:${search.pageSize}`;
      const cached = browseCache.get(key);
      if (cached && cached.expires > Date.now()) return cached.response;
      const response = runPostSearch(search);
      browseCache.set(key, { expires: Date.now() + BROWSE_CACHE_MS, response });
      response.catch(() => browseCache.delete(key));
      return response;
    }
    return runPostSearch(search);
  }

  async function runPostSearch(search: ValidPostSearch): Promise<PostSearchResponse> {
    const conditions = filterConditions(search.filters);
    const sort = effectiveSort(search);
    const offset = (search.page - 1) * search.pageSize;
    const filter = allOf(conditions.values());
    /** The page's ids: best matches as the dropdown ranks them; a date sort straight from the date index. */
    const pageIds = async (match: TextMatch): Promise<number[]> => {
      if (sort === 'relevance' && match.tsquery !== undefined) {
        const rankFilter = conditions.size > 0 ? filter : undefined;
        const { ids } = await rankedPostIds(db, { tsquery: match.tsquery, literal: match.literal }, offset + search.pageSize, rankFilter);
        return ids.slice(offset);
      }
      const order = sort === 'oldest' ? sql`${postDate} asc, p.post_id asc` : sql`${postDate} desc, p.post_id desc`;
      const { rows } = await db.execute<{ id: number }>(sql`
        select p.post_id as id from search_posts p
        where ${match.postWhere} and ${filter}
        order by ${order}
        limit ${search.pageSize} offset ${offset}`);
      return rows.map((row) => row.id);
    };
    const run = async (match: TextMatch) => {
      const ids = pageIds(match);
      // The page's own results are a floor for an estimated total.
      const atLeast = async () => offset + (await ids).length;
      // Without words or filters the counts are kept a minute (searchPosts): exact ones.
      const estimate = match.tsquery !== undefined || conditions.size > 0;
      const [{ facets, total, exhaustive }, pageOfIds] = await Promise.all([
        facetCounter.count(match.postWhere, conditions, atLeast, { estimate }),
        ids,
      ]);
      return { ids: pageOfIds.map(String), total, exhaustive, page: search.page, pageSize: search.pageSize, facets };
    };
    return withTypoRetry(parseQuery(search.query), run, isEmptyList);
  }

  async function listSearch(
    request: ListSearchRequest,
    rowsOf: (match: TextMatch, limit: number, offset: number) => Promise<{ id: number; total: number }[]>,
  ): Promise<ListSearchResponse> {
    const search = validateListSearch(request);
    const offset = (search.page - 1) * search.pageSize;
    const run = async (match: TextMatch): Promise<ListSearchResponse> => {
      const rows = await rowsOf(match, search.pageSize, offset);
      // Past the last page there are no rows to carry the total: count it separately.
      const total = rows[0]?.total ?? (offset > 0 ? ((await rowsOf(match, 1, 0))[0]?.total ?? 0) : 0);
      return { ids: rows.map((row) => String(row.id)), total, page: search.page, pageSize: search.pageSize };
    };
    return withTypoRetry(parseQuery(search.query), run, isEmptyList);
  }

  return {
    kind: 'builtin',
    suggest,
    searchPosts,
    searchAuthors: (request) => listSearch(request, authorRows),
    searchSeries: (request) => listSearch(request, seriesRows),
  };
}
