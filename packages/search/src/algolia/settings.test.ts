import { describe, expect, it } from 'vitest';
import { spellingGroups } from '@openshiur/reference-data/spelling';
import { POST_FACETS } from '../types';
import {
  FACET_ATTRIBUTES,
  indexSettingsPlan,
  namedListSettings,
  postsReplicaSettings,
  postsSettings,
  spellingSynonyms,
} from './settings';

const setContaining = (spelling: string) =>
  spellingSynonyms().find((set) => set.synonyms?.includes(spelling));

describe('synonyms from the spelling groups', () => {
  it('makes one multi-way set per spelling group, with stable unique ids', () => {
    const sets = spellingSynonyms();
    expect(sets).toHaveLength(spellingGroups.filter((group) => group.spellings.length > 1).length);
    expect(new Set(sets.map((set) => set.objectID)).size).toBe(sets.length);
    for (const set of sets) {
      expect(set.type).toBe('synonym');
      expect(set.synonyms?.length).toBeGreaterThan(1);
      expect(set.synonyms?.length ?? 0).toBeLessThanOrEqual(20);
    }
    expect(spellingSynonyms().map((set) => set.objectID)).toEqual(sets.map((set) => set.objectID));
  });

  it('folds the spellings the contract relies on, Hebrew included', () => {
    expect(setContaining('Shabbos')?.synonyms).toEqual(expect.arrayContaining(['Shabbat', 'שבת']));
    expect(setContaining('Berachos')?.synonyms).toEqual(
      expect.arrayContaining(['Berakhot', 'Brachot', 'Berachot', 'ברכות']),
    );
    expect(setContaining('Succah')?.synonyms).toContain('Sukkah');
    expect(setContaining('Kesuvos')?.synonyms).toContain('Ketubot');
    expect(setContaining('Shabbos')?.objectID).toBe('spelling-masechta-shabbos');
  });

  it('keeps groups of different kinds with one canonical name apart', () => {
    const sets = spellingSynonyms([
      { kind: 'masechta', spellings: ['Shekalim', 'Shkalim'] },
      { kind: 'holiday', spellings: ['Shekalim', 'Shabbos Shekalim'] },
      { kind: 'holiday', spellings: ['Shekalim', 'Parshas Shekalim'] },
      { kind: 'nach', spellings: ['Alone'] },
    ]);
    expect(sets.map((set) => set.objectID)).toEqual([
      'spelling-masechta-shekalim',
      'spelling-holiday-shekalim',
      'spelling-holiday-shekalim-2',
    ]);
  });
});

describe('index settings', () => {
  it('searches posts by title, then series and author names, then excerpt, then body', () => {
    expect(postsSettings().searchableAttributes).toEqual([
      'unordered(title)',
      'unordered(seriesName)',
      'unordered(authorNames)',
      'unordered(excerpt)',
      'unordered(body)',
    ]);
  });

  it('counts every contract facet on its record attribute', () => {
    expect(Object.keys(FACET_ATTRIBUTES)).toEqual([...POST_FACETS]);
    expect(postsSettings().attributesForFaceting).toEqual([
      'topics',
      'authors',
      'series',
      'mediaType',
      'language',
      'clipLength',
      'holidays',
    ]);
  });

  it('matches with prefix on the last word and the default typo sizes, keeping the fewest typos', () => {
    for (const settings of [postsSettings(), namedListSettings()]) {
      expect(settings).toMatchObject({
        queryType: 'prefixLast',
        typoTolerance: 'min',
        minWordSizefor1Typo: 4,
        minWordSizefor2Typos: 8,
      });
    }
  });

  it('ranks newest first among equals, and names alphabetically', () => {
    expect(postsSettings().customRanking).toEqual(['desc(publishedAt)']);
    expect(namedListSettings()).toMatchObject({
      customRanking: ['asc(sortName)'],
      searchableAttributes: ['unordered(plainName)'],
    });
  });

  it('sorts by date through two standard replicas that put the date first', () => {
    const plan = indexSettingsPlan({ posts: 'p', authors: 'a', series: 's' });
    expect(plan.map((entry) => entry.indexName)).toEqual(['p', 'p_newest', 'p_oldest', 'a', 's']);
    expect(plan[0]?.settings.replicas).toEqual(['p_newest', 'p_oldest']);
    expect(postsReplicaSettings('newest').ranking?.[0]).toBe('desc(publishedAt)');
    expect(postsReplicaSettings('oldest').ranking?.[0]).toBe('asc(publishedAt)');
    expect(postsReplicaSettings('oldest').searchableAttributes).toEqual(
      postsSettings().searchableAttributes,
    );
    expect(postsReplicaSettings('oldest')).not.toHaveProperty('replicas');
  });
});
