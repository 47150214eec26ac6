/**
 * The search contract: one suite, run against every engine (`builtin/engine.test.ts`,
 * `algolia/engine.test.ts`). What a visitor can rely on, whichever engine answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@openshiur/db';
import {
  createTestDatabase,
  type TestDatabase,
  type TestDatabaseKind,
} from '@openshiur/db/testing';
import { isSearchInputError } from '../../errors';
import type { SearchEngine, SearchIndexer } from '../../types';
import { insertCorpus } from './corpus';

export interface SearchContractSubject {
  engine: SearchEngine;
  indexer: SearchIndexer;
  cleanup?(): Promise<void>;
}

const ids = (hits: readonly { objectID: string }[]) => hits.map((hit) => hit.objectID);

async function expectInputError(promise: Promise<unknown>, field: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(
    isSearchInputError(error),
    `expected a SearchInputError for ${field}, got ${String(error)}`,
  ).toBe(true);
  expect((error as { field: string }).field).toBe(field);
}

export function describeSearchContract(
  label: string,
  kinds: readonly TestDatabaseKind[],
  createSubject: (db: Database) => Promise<SearchContractSubject>,
): void {
  describe.each(kinds)(`${label} search contract on %s`, (kind) => {
    let testDb: TestDatabase;
    let subject: SearchContractSubject;
    let engine: SearchEngine;

    beforeAll(async () => {
      testDb = await createTestDatabase(kind);
      await insertCorpus(testDb.db);
      subject = await createSubject(testDb.db);
      engine = subject.engine;
      const report = await subject.indexer.reindexAll();
      expect(report).toEqual({ posts: 22, authors: 7, series: 12 });
    });

    afterAll(async () => {
      await subject?.cleanup?.();
      await testDb?.cleanup();
    });

    describe('suggestions (the live dropdown)', () => {
      it('answers an empty query with three empty sections', async () => {
        const result = await engine.suggest('   ');
        expect(result).toEqual({
          query: '',
          posts: { hits: [], more: false },
          authors: { hits: [], more: false },
          series: { hits: [], more: false },
        });
      });

      it('shows at most 7 posts, 4 authors and 7 series, and says when more match', async () => {
        const posts = await engine.suggest('lecture');
        expect(posts.query).toBe('lecture');
        expect(posts.posts).toMatchObject({ more: true });
        expect(posts.posts.hits).toHaveLength(7);
        const authors = await engine.suggest('rabbi');
        expect(authors.authors).toMatchObject({ more: true });
        expect(authors.authors.hits).toHaveLength(4);
        const series = await engine.suggest('series');
        expect(series.series).toMatchObject({ more: true });
        expect(series.series.hits).toHaveLength(7);
        const few = await engine.suggest('nightfall');
        expect(few.posts).toMatchObject({ more: false });
        expect(few.posts.hits).toHaveLength(2);
      });

      it('takes one and two letters as a prefix, title matches first, newest first', async () => {
        // Every "Sample Lecture" title starts a word with s (and sa); they are the newest posts.
        for (const query of ['s', 'sa', 'S']) {
          const result = await engine.suggest(query);
          expect(ids(result.posts.hits), query).toEqual(['29', '28', '27', '26', '25', '24', '23']);
          expect(result.posts.more, query).toBe(true);
        }
        // One letter: the Kesuvos title, and the author whose name has a word starting with k.
        const k = await engine.suggest('k');
        expect(ids(k.posts.hits)[0]).toBe('6');
        expect(ids(k.authors.hits)).toEqual(['4']);
        // Two letters: "Night" and "Nightfall" in titles (newer first), then nightfall in a text.
        expect(ids((await engine.suggest('ni')).posts.hits)).toEqual(['3', '2', '11']);
      });

      it('gives exactly the spec fields of each hit', async () => {
        const hits = await Promise.all(
          ['lecture', 'rabbi', 'series'].map((query) => engine.suggest(query)),
        );
        for (const result of hits) {
          for (const hit of result.posts.hits)
            expect(Object.keys(hit).sort()).toEqual(['objectID', 'title']);
          for (const hit of result.authors.hits)
            expect(Object.keys(hit).sort()).toEqual(['image', 'name', 'objectID']);
          for (const hit of result.series.hits)
            expect(Object.keys(hit).sort()).toEqual(['name', 'objectID']);
        }
      });

      it('keeps author markup and images as stored; an empty image is null', async () => {
        const result = await engine.suggest('Sample Cohenfeld');
        expect(result.authors.hits).toEqual([
          { objectID: '3', name: 'Rabbi <em>Sample</em> Cohenfeld', image: null },
        ]);
        const avrahamson = await engine.suggest('Avrahamson');
        expect(avrahamson.authors.hits).toEqual([
          {
            objectID: '1',
            name: 'Rabbi Sample Avrahamson',
            image: 'https://images.example.org/avatars/avrahamson.jpg',
          },
        ]);
        expect((await engine.suggest('Leviberg')).authors.hits[0]?.image).toBe('avatars/leviberg');
        expect((await engine.suggest('Katzman')).authors.hits).toEqual([
          { objectID: '4', name: 'Rabbi Sample Katzman', image: null },
        ]);
      });

      it('does not match the text of markup tags', async () => {
        expect(ids((await engine.suggest('em')).authors.hits)).not.toContain('3');
      });

      it('never shows unpublished posts, nor authors and series without a Published post', async () => {
        const berachos = await engine.suggest('berachos');
        for (const hidden of ['13', '14', '15'])
          expect(ids(berachos.posts.hits)).not.toContain(hidden);
        expect((await engine.suggest('Hiddenstein')).authors).toEqual({ hits: [], more: false });
        expect(ids((await engine.suggest('shabbos')).series.hits)).toEqual(['2']);
      });

      it('matches the last word as a prefix while typing', async () => {
        // Post 7 matches through its series, "Daf Yomi Berachos".
        expect(ids((await engine.suggest('bera')).posts.hits).sort()).toEqual(['1', '2', '3', '7']);
        expect(ids((await engine.suggest('stars at night')).posts.hits)).toEqual(['2']);
      });

      it('folds transliteration variants, in titles and names, both ways', async () => {
        for (const spelling of ['Berakhot', 'Brachot', 'Berachot']) {
          const result = await engine.suggest(spelling);
          expect(ids(result.posts.hits), spelling).toEqual(
            expect.arrayContaining(['1', '2', '3', '7']),
          );
          expect(ids(result.series.hits), spelling).toContain('1');
        }
        const shabbat = await engine.suggest('Shabbat');
        expect(ids(shabbat.posts.hits)).toEqual(expect.arrayContaining(['4', '5']));
        expect(ids(shabbat.series.hits)).toEqual(['2']);
        expect(ids((await engine.suggest('Sukkah')).posts.hits)).toContain('9');
        expect(ids((await engine.suggest('Ketubot')).posts.hits)).toEqual(['6']);
      });

      it('matches Hebrew, and Hebrew names fold with their transliterations', async () => {
        expect(ids((await engine.suggest('קריאת שמע')).posts.hits)).toEqual(['7']);
        expect(ids((await engine.suggest('הלכות')).posts.hits)).toEqual(['8']);
        expect(ids((await engine.suggest('ברכות')).posts.hits)).toEqual(
          expect.arrayContaining(['1', '2', '3', '7']),
        );
      });

      it('still finds a word with a typo', async () => {
        expect(ids((await engine.suggest('Berachso')).posts.hits)).toEqual(
          expect.arrayContaining(['1', '2', '3']),
        );
        expect(ids((await engine.suggest('Candels')).posts.hits)).toContain('4');
        expect(ids((await engine.suggest('Avrahamsn')).authors.hits)).toEqual(['1']);
        expect(ids((await engine.suggest('Insihgts')).series.hits)).toEqual(['3']);
      });

      it('ranks a title match above a body match, and newer first among equals', async () => {
        expect(ids((await engine.suggest('nightfall')).posts.hits)).toEqual(['2', '11']);
        expect(ids((await engine.suggest('lecture')).posts.hits)).toEqual([
          '29',
          '28',
          '27',
          '26',
          '25',
          '24',
          '23',
        ]);
      });
    });

    describe('results page', () => {
      it('finds only Published posts', async () => {
        const result = await engine.searchPosts({ query: 'berachos' });
        expect([...result.ids].sort()).toEqual(['1', '2', '3', '7']);
        expect(result.total).toBe(4);
        // A catalogue this small is always counted exactly (estimates are for huge match sets).
        expect(result).toMatchObject({ page: 1, pageSize: 20, exhaustive: true });
      });

      it('lists everything Published for an empty query, newest first', async () => {
        const result = await engine.searchPosts({ query: '', pageSize: 50 });
        expect(result.total).toBe(22);
        expect(result.ids.slice(0, 3)).toEqual(['29', '28', '27']);
        expect(result.ids.at(-1)).toBe('1');
      });

      it('filters: values of one facet widen, different facets narrow', async () => {
        const halacha = await engine.searchPosts({
          query: '',
          filters: { topics: ['Halacha'] },
          sort: 'newest',
        });
        expect(halacha.ids).toEqual(['10', '9', '8', '5', '4']);
        const wider = await engine.searchPosts({
          query: '',
          filters: { topics: ['Halacha', 'Tefillah'] },
        });
        expect(wider.total).toBe(6);
        const narrower = await engine.searchPosts({
          query: '',
          filters: { topics: ['Halacha'], mediaTypes: ['Video'] },
          sort: 'oldest',
        });
        expect(narrower.ids).toEqual(['4', '9']);
        expect(
          (await engine.searchPosts({ query: '', filters: { authors: ['2'] } })).ids.sort(),
        ).toEqual(['3', '4', '5']);
        expect(
          (await engine.searchPosts({ query: '', filters: { series: ['1'] } })).ids.sort(),
        ).toEqual(['1', '2', '3', '7']);
        expect(
          (await engine.searchPosts({ query: '', filters: { holidays: ['Sukkot'] } })).ids.sort(),
        ).toEqual(['10', '9']);
        expect(
          (await engine.searchPosts({ query: '', filters: { languages: ['Hebrew', 'Yiddish'] } }))
            .total,
        ).toBe(3);
        expect(
          (await engine.searchPosts({ query: '', filters: { clipLengths: ['Short'] } })).total,
        ).toBe(7);
        expect(
          (await engine.searchPosts({ query: 'berachos', filters: { mediaTypes: ['Video'] } })).ids,
        ).toEqual(['3']);
        expect(
          (await engine.searchPosts({ query: '', filters: { topics: ['No Such Topic'] } })).total,
        ).toBe(0);
      });

      it('counts each facet with the other facets filters applied', async () => {
        const { facets, total } = await engine.searchPosts({
          query: '',
          filters: { topics: ['Halacha'] },
        });
        expect(total).toBe(5);
        expect(facets.topics).toEqual([
          { value: 'Parsha', count: 10 },
          { value: 'Gemara', count: 5 },
          { value: 'Halacha', count: 5 },
          { value: 'Machshava', count: 1 },
          { value: 'Tefillah', count: 1 },
        ]);
        expect(facets.mediaTypes).toEqual([
          { value: 'Text', count: 2 },
          { value: 'Video', count: 2 },
          { value: 'Audio', count: 1 },
        ]);
        expect(facets.languages).toEqual([
          { value: 'English', count: 4 },
          { value: 'Hebrew', count: 1 },
        ]);
        expect(facets.holidays).toEqual([{ value: 'Sukkot', count: 2 }]);
        expect(facets.series).toEqual([
          { value: '2', count: 3 },
          { value: '3', count: 2 },
        ]);
        expect(facets.authors).toEqual([
          { value: '2', count: 2 },
          { value: '5', count: 2 },
          { value: '3', count: 1 },
        ]);
        expect(facets.clipLengths).toEqual([{ value: 'Short', count: 1 }]);
      });

      it('counts facets among the posts that match the words', async () => {
        const { facets } = await engine.searchPosts({ query: 'berachos' });
        expect(facets.mediaTypes).toEqual([
          { value: 'Audio', count: 3 },
          { value: 'Video', count: 1 },
        ]);
        expect(facets.authors).toEqual([
          { value: '1', count: 3 },
          { value: '2', count: 1 },
          { value: '3', count: 1 },
        ]);
      });

      it('sorts by relevance, newest or oldest, and pages', async () => {
        expect((await engine.searchPosts({ query: 'nightfall' })).ids).toEqual(['2', '11']);
        expect((await engine.searchPosts({ query: 'nightfall', sort: 'newest' })).ids).toEqual([
          '11',
          '2',
        ]);
        const page3 = await engine.searchPosts({ query: 'lecture', pageSize: 4, page: 3 });
        expect(page3).toMatchObject({ ids: ['21', '20'], total: 10, page: 3, pageSize: 4 });
        const oldest = await engine.searchPosts({ query: 'lecture', pageSize: 4, sort: 'oldest' });
        expect(oldest.ids).toEqual(['20', '21', '22', '23']);
        expect((await engine.searchPosts({ query: 'lecture', pageSize: 4, page: 4 })).ids).toEqual(
          [],
        );
      });

      it('rejects bad requests with a SearchInputError naming the field', async () => {
        await expectInputError(engine.searchPosts({ query: 'x'.repeat(201) }), 'query');
        await expectInputError(engine.searchPosts({ query: '', page: 0 }), 'page');
        await expectInputError(engine.searchPosts({ query: '', pageSize: 51 }), 'pageSize');
        await expectInputError(engine.searchPosts({ query: '', page: 51 }), 'page');
        await expectInputError(engine.searchPosts({ query: '', sort: 'random' as never }), 'sort');
        await expectInputError(
          engine.searchPosts({ query: '', filters: { authors: ['abc'] } }),
          'filters.authors.0',
        );
        await expectInputError(engine.suggest('x'.repeat(201)), 'query');
        await expectInputError(engine.searchSeries({ query: '', page: 2.5 }), 'page');
      });
    });

    describe('author and series lists', () => {
      it('searches authors with pages, leaving out authors without a Published post', async () => {
        const first = await engine.searchAuthors({ query: 'sample', pageSize: 4 });
        expect(first.total).toBe(6);
        expect(first.ids).toHaveLength(4);
        const second = await engine.searchAuthors({ query: 'sample', pageSize: 4, page: 2 });
        expect(second.ids).toHaveLength(2);
        expect([...first.ids, ...second.ids].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
      });

      it('lists every author and series with a Published post, by name, for an empty query', async () => {
        const authors = await engine.searchAuthors({ query: '', pageSize: 50 });
        expect(authors.ids).toEqual(['8', '1', '3', '5', '6', '4', '2']);
        const series = await engine.searchSeries({ query: '', pageSize: 50 });
        expect(series.total).toBe(12);
        expect(series.ids.slice(0, 3)).toEqual(['1', '2', '10']);
      });

      it('searches series with variants and typos', async () => {
        expect((await engine.searchSeries({ query: 'shabbos' })).ids).toEqual(['2']);
        expect((await engine.searchSeries({ query: 'Shabbat' })).ids).toEqual(['2']);
        expect((await engine.searchSeries({ query: 'Succah' })).ids).toEqual(['3']);
        expect((await engine.searchSeries({ query: 'Insihgts' })).ids).toEqual(['3']);
      });
    });

    describe('indexing changes', () => {
      const { posts, authors } = schema;

      it('finds a post once it is published, and loses it when it is unpublished or deleted', async () => {
        await testDb.db.update(posts).set({ status: 'Published' }).where(eq(posts.id, 13));
        await subject.indexer.sync({ posts: [13] });
        expect(ids((await engine.suggest('draft notes')).posts.hits)).toEqual(['13']);
        expect(ids((await engine.suggest('Hiddenstein')).authors.hits)).toEqual(['7']);

        await testDb.db.update(posts).set({ status: 'Inactive' }).where(eq(posts.id, 13));
        await subject.indexer.sync({ posts: [13] });
        expect((await engine.suggest('draft notes')).posts.hits).toEqual([]);

        await testDb.db.delete(posts).where(eq(posts.id, 12));
        await subject.indexer.sync({ posts: [12] });
        expect((await engine.suggest('Shmuess')).posts.hits).toEqual([]);
      });

      it('refreshes an author and the posts that carry the name', async () => {
        await testDb.db
          .update(authors)
          .set({ name: 'Rabbi Sample Renamedson' })
          .where(eq(authors.id, 6));
        await subject.indexer.sync({ authors: [6] });
        expect(ids((await engine.suggest('Renamedson')).authors.hits)).toEqual(['6']);
        expect((await engine.searchPosts({ query: 'Renamedson' })).ids).toEqual(['11']);
        expect((await engine.suggest('Goldfarb')).authors.hits).toEqual([]);
      });
    });
  });
}
