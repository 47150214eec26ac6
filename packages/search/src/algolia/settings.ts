/**
 * Index settings and synonyms, pushed by `reindexAll`. They encode the contract's matching rules in
 * Algolia's terms:
 *
 * - every query word must match, the last one as a prefix (`queryType: 'prefixLast'`, Algolia's
 *   default of requiring all words);
 * - a misspelt word still matches: 1 typo from 4 letters, 2 from 8 (Algolia's defaults, written
 *   out so a dashboard edit cannot drift them). `typoTolerance: 'min'` keeps only the hits with the
 *   fewest typos, so "bera" finds the Berachos posts and not also a "Brachfeld" one letter off; a
 *   query with no exact match still falls back to its typo matches. The built-in engine does the
 *   same (typo correction only when a word finds nothing);
 * - transliteration variants fold through one multi-way synonym set per reference-data spelling
 *   group (Shabbos/Shabbat/שבת, Berachos/Berakhot/Brachot/ברכות, ...);
 * - ranking: typos, then the attribute that matched (title before series and author names before
 *   excerpt before body), then newest first (`customRanking`). Attributes are `unordered`: where a
 *   word sits inside a title says nothing about relevance here.
 *
 * The `newest` and `oldest` sorts are STANDARD replicas: they sort exhaustively (every match, by
 * date first), which the contract's "newest" means. A virtual replica sorts only its "relevant"
 * hits (relevancyStrictness) and may drop weaker matches (e.g. a body-only match), changing totals
 * and pages between sorts. The cost is that each standard replica stores its own copy of the
 * records (counted against the plan's record quota).
 */
import type { IndexSettings, SynonymHit } from 'algoliasearch';
import { spellingGroups, slugify, type SpellingGroup } from '@openshiur/reference-data/spelling';
import { MAX_RESULT_DEPTH, type PostFacet } from '../types';
import type { AlgoliaIndexNames } from './browser';
import { postsReplicaNames } from './names';

/** The contract's facet names and the post record attributes they count. */
export const FACET_ATTRIBUTES = {
  topics: 'topics',
  authors: 'authors',
  series: 'series',
  mediaTypes: 'mediaType',
  languages: 'language',
  clipLengths: 'clipLength',
  holidays: 'holidays',
} as const satisfies Record<PostFacet, string>;

/**
 * Facet values fetched per facet. Topics, media types, languages, clip lengths and holidays have
 * fewer than this many values, so their counts are complete; for authors and series the top 100 by
 * count are fetched and the engine keeps 20 after its own tie-break (count, then value).
 */
export const MAX_VALUES_PER_FACET = 100;

/** Algolia's default ranking formula; the replicas put their date sort in front of it. */
const DEFAULT_RANKING = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
];

/** Matching rules shared by the three indexes (see the module comment). */
const MATCHING: IndexSettings = {
  queryType: 'prefixLast',
  typoTolerance: 'min',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  removeStopWords: false,
  ignorePlurals: false,
  paginationLimitedTo: MAX_RESULT_DEPTH,
  // Results are ids and the dropdown's fields; highlighting is never shown.
  attributesToHighlight: [],
};

export function postsSettings(): IndexSettings {
  return {
    ...MATCHING,
    searchableAttributes: [
      'unordered(title)',
      'unordered(seriesName)',
      'unordered(authorNames)',
      'unordered(excerpt)',
      'unordered(body)',
    ],
    attributesForFaceting: Object.values(FACET_ATTRIBUTES),
    customRanking: ['desc(publishedAt)'],
    ranking: DEFAULT_RANKING,
    maxValuesPerFacet: MAX_VALUES_PER_FACET,
  };
}

/** A sort replica: the date decides first, relevance only breaks ties between equal dates. */
export function postsReplicaSettings(order: 'newest' | 'oldest'): IndexSettings {
  const { customRanking: _unused, ...base } = postsSettings();
  return {
    ...base,
    ranking: [order === 'newest' ? 'desc(publishedAt)' : 'asc(publishedAt)', ...DEFAULT_RANKING],
    customRanking: [],
  };
}

/** Authors and series: searched by their plain name, listed by it when the query is empty. */
export function namedListSettings(): IndexSettings {
  return {
    ...MATCHING,
    searchableAttributes: ['unordered(plainName)'],
    attributesForFaceting: [],
    // Strings rank in code-point order of their first 50 characters; the keys are folded to
    // lower case without diacritics, so that is alphabetical for the site's names.
    customRanking: ['asc(sortName)'],
    ranking: DEFAULT_RANKING,
  };
}

/** Every index `reindexAll` configures, with its settings, primary first. */
export function indexSettingsPlan(
  indexes: AlgoliaIndexNames,
): { indexName: string; settings: IndexSettings }[] {
  const replicas = postsReplicaNames(indexes.posts);
  return [
    // Standard replicas: plain names (a virtual one would be written `virtual(name)`).
    {
      indexName: indexes.posts,
      settings: { ...postsSettings(), replicas: [replicas.newest, replicas.oldest] },
    },
    { indexName: replicas.newest, settings: postsReplicaSettings('newest') },
    { indexName: replicas.oldest, settings: postsReplicaSettings('oldest') },
    { indexName: indexes.authors, settings: namedListSettings() },
    { indexName: indexes.series, settings: namedListSettings() },
  ];
}

/** Algolia caps a multi-way synonym set; no spelling group comes near it. */
const MAX_SYNONYMS_PER_SET = 20;

/**
 * One multi-way synonym set per spelling group, so any spelling finds every other. Ids are stable
 * (`spelling-<kind>-<canonical slug>`), so re-running replaces rather than duplicates.
 */
export function spellingSynonyms(groups: readonly SpellingGroup[] = spellingGroups): SynonymHit[] {
  const used = new Map<string, number>();
  const sets: SynonymHit[] = [];
  for (const group of groups) {
    const synonyms = [
      ...new Set(group.spellings.map((spelling) => spelling.trim()).filter(Boolean)),
    ];
    if (synonyms.length < 2) continue;
    if (synonyms.length > MAX_SYNONYMS_PER_SET) {
      throw new Error(
        `Spelling group "${synonyms[0]}" has ${synonyms.length} spellings; Algolia takes ${MAX_SYNONYMS_PER_SET}`,
      );
    }
    const base = `spelling-${group.kind}-${slugify(synonyms[0] ?? '') || 'group'}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    sets.push({ objectID: seen === 0 ? base : `${base}-${seen + 1}`, type: 'synonym', synonyms });
  }
  return sets;
}
