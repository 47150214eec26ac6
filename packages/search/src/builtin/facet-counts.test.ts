import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import type { Topic } from '@openshiur/reference-data';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import type { PostFacet } from '../types';
import { createFacetCounter, type FacetCountLimits } from './facet-counts';
import { createBuiltInIndexer } from './indexer';

/**
 * A catalogue of 3,000 invented posts whose make-up is known: every post is a "Lecture"; every
 * third one is also "Rare"; media types cycle Audio, Audio, Video, Text (so 1,500 Audio); posts
 * 1–40 are "Seldom" (all of them on one table page or two, so a sample rarely meets them).
 */
const POSTS = 3_000;
const mediaTypeOf = (id: number) => (['Audio', 'Audio', 'Video', 'Text'] as const)[id % 4]!;

async function insertCatalogue(db: TestDatabase['db']) {
  await db.insert(schema.authors).values({ id: 1, name: 'Rabbi Sample Counter', slug: 'sample-counter' });
  const rows = Array.from({ length: POSTS }, (_, index) => {
    const id = index + 1;
    const words = ['Lecture', id % 3 === 0 ? 'Rare' : '', id <= 40 ? 'Seldom' : ''].filter(Boolean).join(' ');
    return {
      id,
      slug: `count-${id}`,
      title: `${words} ${id}`,
      status: 'Published' as const,
      platform: 'Torah Online',
      mediaType: mediaTypeOf(id),
      language: 'English' as const,
      topics: [id % 2 === 0 ? 'Gemara' : 'Halacha'] as Topic[],
      publishedAt: new Date(Date.UTC(2020, 0, 1) + id * 3_600_000),
    };
  });
  for (let start = 0; start < rows.length; start += 500) await db.insert(schema.posts).values(rows.slice(start, start + 500));
  for (let start = 1; start <= POSTS; start += 500) {
    await db.insert(schema.postAuthors).values(
      Array.from({ length: Math.min(500, POSTS - start + 1) }, (_, index) => ({ postId: start + index, authorId: 1, position: 0 })),
    );
  }
}

const matching = (word: string) => sql`p.document_vector @@ to_tsquery('simple', ${`${word}:*`})`;
const noFilters = new Map<PostFacet, SQL>();
const textOnly = new Map<PostFacet, SQL>([['mediaTypes', sql`p.media_type in ('Text')`]]);
const none = async () => 0;
/** A sample of about a third of the catalogue; more than 300 matches are "many". */
const sampling: FacetCountLimits = { exactLimit: 300, window: 1_000, minSampleMatches: 50 };
const exactOnly: FacetCountLimits = { ...sampling, exactLimit: 100_000 };

/** Within `share` of `expected`. */
const near = (actual: number, expected: number, share = 0.2) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(expected * share);

describe.each(testDatabaseKinds())('facet counts on %s', (kind) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await insertCatalogue(testDb.db);
    await createBuiltInIndexer(testDb.db).reindexAll();
  }, 120_000);
  afterAll(async () => testDb?.cleanup());

  it('counts every match: the total, and each value with its own filter set aside', async () => {
    const counted = await createFacetCounter(testDb.db, exactOnly).count(matching('rare'), textOnly, none);
    expect(counted.exhaustive).toBe(true);
    // Multiples of 3 up to 3,000 (1,000 posts): a quarter of each media type's.
    expect(counted.total).toBe(250);
    expect(counted.facets.mediaTypes).toEqual([
      { value: 'Audio', count: 500 },
      { value: 'Text', count: 250 },
      { value: 'Video', count: 250 },
    ]);
    // Text posts (id % 4 === 3) are odd ids: Halacha.
    expect(counted.facets.topics).toEqual([{ value: 'Halacha', count: 250 }]);
  });

  it('estimates many matches from a sample scaled to the catalogue, says so, and answers the same each time', async () => {
    const counter = createFacetCounter(testDb.db, sampling);
    const counted = await counter.count(matching('lecture'), textOnly, none);
    expect(counted.exhaustive).toBe(false);
    near(counted.total, 750);
    const [audio, text, video] = [...counted.facets.mediaTypes].sort((a, b) => a.value.localeCompare(b.value));
    near(audio!.count, 1_500);
    near(text!.count, 750);
    near(video!.count, 750);
    expect(await counter.count(matching('lecture'), textOnly, none)).toEqual(counted);

    const unfiltered = await counter.count(matching('lecture'), noFilters, none);
    near(unfiltered.total, POSTS);
  });

  it('never estimates fewer than the posts known to match', async () => {
    const counted = await createFacetCounter(testDb.db, sampling).count(matching('lecture'), textOnly, async () => 5_000);
    expect(counted).toMatchObject({ exhaustive: false, total: 5_000 });
  });

  it('counts exactly when few match, or too few of the sample to scale from', async () => {
    const counter = createFacetCounter(testDb.db, sampling);
    const seldom = await counter.count(matching('seldom'), noFilters, none);
    expect(seldom).toMatchObject({ exhaustive: true, total: 40 });
  });

  it('counts the few posts a filter leaves of many matches exactly, estimating only that filter\'s own values', async () => {
    // About 1,000 lectures in the sample, about 250 of them Text: too few to scale from at 400.
    const counter = createFacetCounter(testDb.db, { ...sampling, minSampleMatches: 400 });
    const exact = await createFacetCounter(testDb.db, exactOnly).count(matching('lecture'), textOnly, none);
    const counted = await counter.count(matching('lecture'), textOnly, none);
    expect(counted).toMatchObject({ exhaustive: false, total: 750 });
    expect(counted.facets.topics).toEqual(exact.facets.topics);
    expect(counted.facets.topics).toEqual([{ value: 'Halacha', count: 750 }]);
    // Media types set their own filter aside: all 3,000 lectures, estimated.
    near(counted.facets.mediaTypes.find((entry) => entry.value === 'Audio')!.count, 1_500);
  });

  it('counts exactly when asked not to estimate', async () => {
    const counted = await createFacetCounter(testDb.db, sampling).count(matching('lecture'), noFilters, none, { estimate: false });
    expect(counted).toMatchObject({ exhaustive: true, total: POSTS });
  });
});
