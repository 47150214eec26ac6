/**
 * One search (or browse) on an emulated index: match, filter, keep the fewest typos when
 * `typoTolerance` is "min", rank, count facets, page and retrieve. Parameters outside the emulated
 * subset are refused.
 */
import {
  analyzeRecord,
  matchRecord,
  parseQuery,
  synonymTable,
  type RecordMatch,
  type SynonymSet,
  type TypoRules,
} from './matching';
import {
  DEFAULTS,
  EmulatorError,
  parseFacetAttribute,
  parseSearchableAttributes,
  unsupported,
  type EmulatedSettings,
} from './settings';

export type StoredRecord = Record<string, unknown> & { objectID: string };

/** What a search reads: a primary's records with the settings and synonyms of the index asked. */
export interface SearchView {
  name: string;
  records: readonly StoredRecord[];
  settings: EmulatedSettings;
  synonyms: Iterable<SynonymSet>;
}

export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  attributesToRetrieve: string[];
  facets: string[];
  facetFilters: FilterClause[];
  maxValuesPerFacet: number;
}

/** One AND-ed clause: any of its terms (OR). */
type FilterClause = { attribute: string; value: string; negated: boolean }[];

const SEARCH_PARAMS = new Set([
  'indexName',
  'type',
  'query',
  'page',
  'hitsPerPage',
  'attributesToRetrieve',
  'attributesToHighlight',
  'facets',
  'facetFilters',
  'maxValuesPerFacet',
  'analytics',
  'clickAnalytics',
]);
const BROWSE_PARAMS = new Set([
  'query',
  'hitsPerPage',
  'attributesToRetrieve',
  'attributesToHighlight',
  'facetFilters',
  'cursor',
]);

function strings(value: unknown, name: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new EmulatorError(400, `${name} must be a list of strings`);
  }
  return value;
}

function int(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new EmulatorError(400, `${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/** `attribute:value`, `-attribute:value` (not), `attribute:\-value` (a value starting with "-"). */
function parseFilter(text: string): FilterClause[number] {
  const negated = text.startsWith('-');
  const body = negated ? text.slice(1) : text;
  const colon = body.indexOf(':');
  if (colon <= 0) throw new EmulatorError(400, `facet filter "${text}" must be attribute:value`);
  const raw = body.slice(colon + 1);
  return {
    attribute: body.slice(0, colon),
    value: raw.startsWith('\\-') ? raw.slice(1) : raw,
    negated,
  };
}

function parseFacetFilters(value: unknown): FilterClause[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [[parseFilter(value)]];
  if (!Array.isArray(value))
    throw new EmulatorError(400, 'facetFilters must be a string or a list');
  return value.map((clause: unknown) => {
    if (typeof clause === 'string') return [parseFilter(clause)];
    if (Array.isArray(clause) && clause.every((term) => typeof term === 'string'))
      return clause.map(parseFilter);
    throw unsupported('facetFilters nested deeper than one level');
  });
}

function refuseUnknown(
  params: Record<string, unknown>,
  allowed: ReadonlySet<string>,
  what: string,
): void {
  for (const key of Object.keys(params)) {
    if (!allowed.has(key)) throw unsupported(`${what} parameter "${key}"`);
  }
  if ('params' in params) throw unsupported('URL-encoded "params" strings');
}

export function parseSearchParams(
  params: Record<string, unknown>,
  settings: EmulatedSettings,
): SearchParams {
  refuseUnknown(params, SEARCH_PARAMS, 'search');
  if (params.type !== undefined && params.type !== 'default')
    throw unsupported(`search type "${String(params.type)}"`);
  if (params.query !== undefined && typeof params.query !== 'string')
    throw new EmulatorError(400, 'query must be a string');
  if (
    params.attributesToHighlight !== undefined &&
    strings(params.attributesToHighlight, 'attributesToHighlight').length > 0
  ) {
    throw unsupported('highlighting (attributesToHighlight must be [])');
  }
  for (const flag of ['analytics', 'clickAnalytics'] as const) {
    if (params[flag] !== undefined && typeof params[flag] !== 'boolean')
      throw new EmulatorError(400, `${flag} must be a boolean`);
  }
  return {
    query: (params.query as string | undefined) ?? '',
    page: params.page === undefined ? 0 : int(params.page, 'page', 0, 1_000_000),
    hitsPerPage:
      params.hitsPerPage === undefined
        ? (settings.hitsPerPage ?? DEFAULTS.hitsPerPage)
        : int(params.hitsPerPage, 'hitsPerPage', 0, 1000),
    attributesToRetrieve:
      params.attributesToRetrieve === undefined
        ? ['*']
        : strings(params.attributesToRetrieve, 'attributesToRetrieve'),
    facets: params.facets === undefined ? [] : strings(params.facets, 'facets'),
    facetFilters: parseFacetFilters(params.facetFilters),
    maxValuesPerFacet:
      params.maxValuesPerFacet === undefined
        ? (settings.maxValuesPerFacet ?? DEFAULTS.maxValuesPerFacet)
        : int(params.maxValuesPerFacet, 'maxValuesPerFacet', 1, 1000),
  };
}

function facetAttributes(settings: EmulatedSettings): Map<string, boolean> {
  return new Map(
    (settings.attributesForFaceting ?? [])
      .map(parseFacetAttribute)
      .map(({ name, countable }) => [name, countable]),
  );
}

/** Facet values of a record attribute: array elements or the scalar, as strings. */
function valuesOf(record: StoredRecord, attribute: string): string[] {
  const value = record[attribute];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item) => ['string', 'number', 'boolean'].includes(typeof item)).map(String);
}

function passesFilters(record: StoredRecord, clauses: readonly FilterClause[]): boolean {
  return clauses.every((clause) =>
    clause.some((term) => valuesOf(record, term.attribute).includes(term.value) !== term.negated),
  );
}

function checkFilterAttributes(clauses: readonly FilterClause[], settings: EmulatedSettings): void {
  const declared = facetAttributes(settings);
  for (const term of clauses.flat()) {
    // Algolia silently matches nothing here; refusing makes a missing setting visible.
    if (!declared.has(term.attribute))
      throw unsupported(`filter on "${term.attribute}", which is not in attributesForFaceting`);
  }
}

interface Candidate {
  record: StoredRecord;
  match: RecordMatch;
}

/** Algolia compares strings by their first 50 characters; missing values sort last either way. */
function compareValues(a: unknown, b: unknown, direction: 1 | -1): number {
  const missingA = a === undefined || a === null;
  const missingB = b === undefined || b === null;
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  const key = (value: unknown): number | string =>
    typeof value === 'number'
      ? value
      : typeof value === 'boolean'
        ? Number(value)
        : [...String(value)].slice(0, 50).join('');
  const x = key(a);
  const y = key(b);
  if (typeof x === 'number' && typeof y === 'number') return direction * (x - y);
  if (typeof x === 'number') return -1;
  if (typeof y === 'number') return 1;
  return direction * (x < y ? -1 : x > y ? 1 : 0);
}

function sortCriterion(entry: string): ((a: Candidate, b: Candidate) => number) | undefined {
  const match = /^(asc|desc)\((.+)\)$/.exec(entry);
  if (!match) return undefined;
  const [, order, attribute] = match as unknown as [string, 'asc' | 'desc', string];
  return (a, b) =>
    compareValues(a.record[attribute], b.record[attribute], order === 'asc' ? 1 : -1);
}

function comparator(settings: EmulatedSettings): (a: Candidate, b: Candidate) => number {
  const custom = (settings.customRanking ?? [])
    .map((entry) => sortCriterion(entry))
    .filter((c) => c !== undefined);
  const criteria = (settings.ranking ?? DEFAULTS.ranking).map(
    (entry): ((a: Candidate, b: Candidate) => number) => {
      if (entry === 'typo') return (a, b) => a.match.typos - b.match.typos;
      if (entry === 'attribute') return (a, b) => a.match.attribute - b.match.attribute;
      if (entry === 'custom')
        return (a, b) => custom.reduce((result, criterion) => result || criterion(a, b), 0);
      // geo, words, filters, proximity, exact: not emulated, every record ties.
      return sortCriterion(entry) ?? (() => 0);
    },
  );
  // Algolia's last resort is internal; the emulator uses objectID so results are reproducible.
  return (a, b) =>
    criteria.reduce((result, criterion) => result || criterion(a, b), 0) ||
    (a.record.objectID < b.record.objectID ? -1 : a.record.objectID > b.record.objectID ? 1 : 0);
}

/** The records matching query and filters; with `typoTolerance: 'min'` only the fewest typos. */
function candidates(
  view: SearchView,
  query: string,
  clauses: readonly FilterClause[],
): Candidate[] {
  const { settings } = view;
  checkFilterAttributes(clauses, settings);
  const tolerance = settings.typoTolerance ?? DEFAULTS.typoTolerance;
  const rules: TypoRules = {
    enabled: tolerance !== false,
    minWordSizefor1Typo: settings.minWordSizefor1Typo ?? DEFAULTS.minWordSizefor1Typo,
    minWordSizefor2Typos: settings.minWordSizefor2Typos ?? DEFAULTS.minWordSizefor2Typos,
  };
  const parts = parseQuery(
    query,
    synonymTable(view.synonyms),
    settings.queryType ?? DEFAULTS.queryType,
  );
  const searchable = settings.searchableAttributes
    ? parseSearchableAttributes(settings.searchableAttributes)
    : undefined;
  const found: Candidate[] = [];
  for (const record of view.records) {
    if (!passesFilters(record, clauses)) continue;
    // Without searchableAttributes every attribute is searchable, all at one rank.
    const attributes =
      searchable ??
      Object.keys(record)
        .filter((name) => name !== 'objectID')
        .map((name) => ({ name, rank: 0, ordered: true }));
    const match = matchRecord(parts, analyzeRecord(record, attributes), rules);
    if (match) found.push({ record, match });
  }
  if (tolerance === 'min' && found.length > 0) {
    const fewest = Math.min(...found.map((candidate) => candidate.match.typos));
    return found.filter((candidate) => candidate.match.typos === fewest);
  }
  return found;
}

function retrieve(record: StoredRecord, attributes: readonly string[]): Record<string, unknown> {
  if (attributes.includes('*')) return { ...record };
  const hit: Record<string, unknown> = { objectID: record.objectID };
  for (const name of attributes) if (name in record) hit[name] = record[name];
  return hit;
}

function countFacets(
  found: readonly Candidate[],
  requested: readonly string[],
  settings: EmulatedSettings,
  limit: number,
) {
  const declared = facetAttributes(settings);
  const names = requested.includes('*')
    ? [...declared].filter(([, countable]) => countable).map(([name]) => name)
    : requested;
  const facets: Record<string, Record<string, number>> = {};
  for (const name of names) {
    if (declared.get(name) !== true)
      throw unsupported(
        `facet "${name}", which is not a countable attribute in attributesForFaceting`,
      );
    const counts = new Map<string, number>();
    for (const { record } of found)
      for (const value of new Set(valuesOf(record, name)))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    if (counts.size === 0) continue;
    const top = [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, limit);
    facets[name] = Object.fromEntries(top);
  }
  return facets;
}

export function runSearch(view: SearchView, raw: Record<string, unknown>): Record<string, unknown> {
  const params = parseSearchParams(raw, view.settings);
  const found = candidates(view, params.query, params.facetFilters).sort(comparator(view.settings));
  const limit = view.settings.paginationLimitedTo ?? DEFAULTS.paginationLimitedTo;
  const reachable = Math.min(found.length, limit);
  const start = params.page * params.hitsPerPage;
  const hits = found.slice(
    Math.min(start, reachable),
    Math.min(start + params.hitsPerPage, reachable),
  );
  const response: Record<string, unknown> = {
    hits: hits.map((candidate) => retrieve(candidate.record, params.attributesToRetrieve)),
    nbHits: found.length,
    page: params.page,
    nbPages: params.hitsPerPage === 0 ? 0 : Math.ceil(reachable / params.hitsPerPage),
    hitsPerPage: params.hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 0,
    query: params.query,
    params: '',
    index: view.name,
  };
  if (params.facets.length > 0) {
    response.facets = countFacets(found, params.facets, view.settings, params.maxValuesPerFacet);
    response.exhaustiveFacetsCount = true;
  }
  return response;
}

/** Browse: every matching record in storage order, a page at a time behind an opaque cursor. */
export function runBrowse(view: SearchView, raw: Record<string, unknown>): Record<string, unknown> {
  refuseUnknown(raw, BROWSE_PARAMS, 'browse');
  let offset = 0;
  if (raw.cursor !== undefined) {
    const decoded =
      typeof raw.cursor === 'string'
        ? Number(Buffer.from(raw.cursor, 'base64url').toString())
        : Number.NaN;
    if (!Number.isInteger(decoded) || decoded < 0)
      throw new EmulatorError(400, 'cursor is not valid');
    offset = decoded;
  }
  const { cursor: _cursor, ...rest } = raw;
  const params = parseSearchParams(rest, view.settings);
  const found = candidates(view, params.query, params.facetFilters);
  const size = params.hitsPerPage === 0 ? 1000 : params.hitsPerPage;
  const page = found.slice(offset, offset + size);
  const next = offset + size;
  return {
    hits: page.map((candidate) => retrieve(candidate.record, params.attributesToRetrieve)),
    nbHits: found.length,
    page: Math.floor(offset / size),
    nbPages: Math.ceil(found.length / size),
    hitsPerPage: size,
    processingTimeMS: 0,
    query: params.query,
    params: '',
    ...(next < found.length ? { cursor: Buffer.from(String(next)).toString('base64url') } : {}),
  };
}
