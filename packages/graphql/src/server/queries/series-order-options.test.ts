import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type NewPost } from '@openshiur/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import { orderOptions, type OrderOption } from '@openshiur/reference-data';
import type { SeriesModel } from '../models';
import { seriesOrderBy } from './series-order';
import { querySeriesPosts, seriesPostPage, seriesSections } from './series-posts';

const { posts, series } = schema;

type Reference = Partial<
  Pick<
    NewPost,
    | 'masechta'
    | 'daf'
    | 'amud'
    | 'mishnaMasechta'
    | 'perek'
    | 'mishnah'
    | 'parsha'
    | 'nachBook'
    | 'nachChapter'
    | 'episodeNumber'
  >
>;

/**
 * Each order's posts as they must come out, titled by their reference. They are inserted in another
 * order, and published newest-first, so neither insertion order, id nor date alone gives the answer.
 */
const episodes: [string, Reference][] = [
  ['episode 1', { episodeNumber: 1 }],
  ['episode 2', { episodeNumber: 2 }],
  ['episode 10', { episodeNumber: 10 }],
  ['no episode', {}],
];

const expectedOrders: Record<OrderOption, [string, Reference][]> = {
  daf: [
    ['Berachos 2', { masechta: 'Berachos', daf: 2 }],
    ['Berachos 2a', { masechta: 'Berachos', daf: 2, amud: 'a' }],
    ['Berachos 2b', { masechta: 'Berachos', daf: 2, amud: 'b' }],
    ['Berachos 10', { masechta: 'Berachos', daf: 10 }],
    ['Shabbos 2', { masechta: 'Shabbos', daf: 2 }],
    ['Eruvin 3', { masechta: 'Eruvin', daf: 3 }],
    ['Shekalim 5', { masechta: 'Shekalim', daf: 5 }],
    ['Nidah 73', { masechta: 'Nidah', daf: 73 }],
    ['no daf', {}],
  ],
  yerushalmi_daf: [
    ['Berachos 3', { masechta: 'Berachos', daf: 3 }],
    ['Berachos 12', { masechta: 'Berachos', daf: 12 }],
    ['Peah 2', { masechta: 'Peah', daf: 2 }],
    ['Demai 10', { masechta: 'Demai', daf: 10 }],
    ['Nidah 2', { masechta: 'Nidah', daf: 2 }],
    ['no daf', {}],
  ],
  mishna: [
    ['Berachos 1:1', { mishnaMasechta: 'Berachos', perek: 1, mishnah: 1 }],
    ['Berachos 1:2', { mishnaMasechta: 'Berachos', perek: 1, mishnah: 2 }],
    ['Berachos 1:10', { mishnaMasechta: 'Berachos', perek: 1, mishnah: 10 }],
    ['Berachos 2:1', { mishnaMasechta: 'Berachos', perek: 2, mishnah: 1 }],
    ['Peah 1:1', { mishnaMasechta: 'Peah', perek: 1, mishnah: 1 }],
    ['Shabbos 1:1', { mishnaMasechta: 'Shabbos', perek: 1, mishnah: 1 }],
    ['Uktzin 3:12', { mishnaMasechta: 'Uktzin', perek: 3, mishnah: 12 }],
    ['no mishnah', {}],
  ],
  nach: [
    ['Joshua 1', { nachBook: 'Joshua', nachChapter: 1 }],
    ['Joshua 2', { nachBook: 'Joshua', nachChapter: 2 }],
    ['Joshua 10', { nachBook: 'Joshua', nachChapter: 10 }],
    ['Judges 1', { nachBook: 'Judges', nachChapter: 1 }],
    ['I Samuel 3', { nachBook: 'I Samuel', nachChapter: 3 }],
    ['Shmuel I 4', { nachBook: 'Shmuel I', nachChapter: 4 }],
    ['Psalms 119', { nachBook: 'Psalms', nachChapter: 119 }],
    ['II Chronicles 36', { nachBook: 'II Chronicles', nachChapter: 36 }],
    ['no chapter', {}],
  ],
  parsha: [
    ['Bereshit', { parsha: 'Bereshit' }],
    ['Noach', { parsha: 'Noach' }],
    ['Shemot', { parsha: 'Shemot' }],
    ['Vayakhel-Pekudei', { parsha: 'Vayakhel-Pekudei', episodeNumber: 1 }],
    ['Vayakhel', { parsha: 'Vayakhel', episodeNumber: 2 }],
    ['Pekudei', { parsha: 'Pekudei' }],
    ['Vayikra', { parsha: 'Vayikra' }],
    ["Re'eh", { parsha: "Re'eh" }],
    ['Vezot Haberachah', { parsha: 'Vezot Haberachah' }],
    ['no parsha', {}],
  ],
  episode_number: episodes,
  mitzvot: episodes,
  mishnah_brurah: episodes,
  hashoneh_halachos: episodes,
};

/** Insertion order: odd positions from the end, then even ones, far from the expected order. */
function shuffled<T>(items: readonly T[]): T[] {
  const reversed = [...items].reverse();
  return [
    ...reversed.filter((_, index) => index % 2 === 1),
    ...reversed.filter((_, index) => index % 2 === 0),
  ];
}

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('series order on %s', (kind) => {
  let testDb: TestDatabase;
  const seriesByOrder = new Map<OrderOption, SeriesModel>();

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const { db } = testDb;
    for (const orderOption of orderOptions) {
      const [row] = await db
        .insert(series)
        .values({
          name: `Series in ${orderOption} order`,
          slug: `series-${orderOption.replaceAll('_', '-')}`,
          orderOption,
        })
        .returning();
      seriesByOrder.set(orderOption, row!);
      const expected = expectedOrders[orderOption];
      await db.insert(posts).values(
        shuffled(expected).map(([title, reference]) => {
          const place = expected.findIndex(([candidate]) => candidate === title);
          return {
            title,
            slug: `${orderOption}-${place}`,
            platform: 'All Daf',
            mediaType: 'Audio' as const,
            status: 'Published' as const,
            seriesId: row!.id,
            // Later in the order = published earlier: a date sort would reverse the list.
            publishedAt: new Date(Date.UTC(2025, 0, 1) - place * DAY_MS),
            ...reference,
          };
        }),
      );
    }
    // Never shown: not Published.
    await db.insert(posts).values({
      title: 'draft',
      slug: 'draft',
      platform: 'All Daf',
      mediaType: 'Audio',
      status: 'Draft',
      seriesId: seriesByOrder.get('daf')!.id,
      masechta: 'Berachos',
      daf: 2,
    });
  });
  afterAll(() => testDb?.cleanup());

  const titlesInOrder = async (orderOption: string, seriesId: number) =>
    (
      await testDb.db
        .select({ title: posts.title })
        .from(posts)
        .where(and(eq(posts.seriesId, seriesId), eq(posts.status, 'Published')))
        .orderBy(...seriesOrderBy(orderOption))
    ).map((row) => row.title);

  it.each(orderOptions.map((option) => [option]))('orders a %s series', async (orderOption) => {
    const expected = expectedOrders[orderOption].map(([title]) => title);
    expect(await titlesInOrder(orderOption, seriesByOrder.get(orderOption)!.id)).toEqual(expected);
  });

  it('falls back to the publication date, oldest first, for an unknown order', async () => {
    const expected = expectedOrders.daf.map(([title]) => title).reverse();
    expect(await titlesInOrder('no-such-order', seriesByOrder.get('daf')!.id)).toEqual(expected);
  });

  it('breaks ties on the id, so equal references keep one stable order', async () => {
    const { db } = testDb;
    const twins = await db
      .insert(posts)
      .values(
        ['twin b', 'twin a'].map((title) => ({
          title,
          slug: title.replace(' ', '-'),
          platform: 'All Daf',
          mediaType: 'Audio' as const,
          status: 'Published' as const,
          masechta: 'Yoma',
          daf: 20,
          publishedAt: new Date(Date.UTC(2024, 5, 1)),
        })),
      )
      .returning({ id: posts.id });
    const ids = twins.map((twin) => twin.id);
    const rows = await db
      .select({ id: posts.id })
      .from(posts)
      .where(inArray(posts.id, ids))
      .orderBy(...seriesOrderBy('daf'));
    expect(rows.map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b));
    await db.delete(posts).where(inArray(posts.id, ids));
  });

  it('pages through a series by cursor in the same order, without gaps or repeats', async () => {
    for (const orderOption of ['daf', 'parsha', 'episode_number'] as const) {
      const row = seriesByOrder.get(orderOption)!;
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page = await querySeriesPosts(testDb.db, row, { first: 2, after });
        seen.push(...page.edges.map((edge) => edge.node.title));
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
      expect(seen).toEqual(expectedOrders[orderOption].map(([title]) => title));
    }
  });

  it("rejects a cursor that is not made of the order's numbers", async () => {
    const row = seriesByOrder.get('daf')!;
    const forged = Buffer.from(JSON.stringify(['x', 1, 2, 3, 4, 5])).toString('base64url');
    await expect(querySeriesPosts(testDb.db, row, { after: forged })).rejects.toThrow(/cursor/);
    const tooShort = Buffer.from(JSON.stringify([1, 2])).toString('base64url');
    await expect(querySeriesPosts(testDb.db, row, { after: tooShort })).rejects.toThrow(/cursor/);
  });

  it('numbers pages in the same order', async () => {
    const row = seriesByOrder.get('mishna')!;
    const page = await seriesPostPage(testDb.db, row, { page: 2, pageSize: 3 }, async () => 8);
    expect(page.posts.map((post) => post.title)).toEqual([
      'Berachos 2:1',
      'Peah 1:1',
      'Shabbos 1:1',
    ]);
    expect(page.total).toBe(8);
    let counted = false;
    const count = async () => {
      counted = true;
      return 8;
    };
    await expect(seriesPostPage(testDb.db, row, { page: 0 }, count)).rejects.toThrow(/page/);
    expect(counted, 'nothing is counted for a bad page').toBe(false);
  });

  it('divides a series into sections in its order, unplaced posts last', async () => {
    expect(await seriesSections(testDb.db, seriesByOrder.get('daf')!)).toEqual([
      { title: 'Berachos', firstPosition: 1, postCount: 4 },
      { title: 'Shabbos', firstPosition: 5, postCount: 1 },
      { title: 'Eruvin', firstPosition: 6, postCount: 1 },
      { title: 'Shekalim', firstPosition: 7, postCount: 1 },
      { title: 'Nidah', firstPosition: 8, postCount: 1 },
      { title: 'Other shiurim', firstPosition: 9, postCount: 1 },
    ]);
    expect(await seriesSections(testDb.db, seriesByOrder.get('parsha')!)).toEqual([
      { title: 'Bereshit', firstPosition: 1, postCount: 2 },
      { title: 'Shemot', firstPosition: 3, postCount: 4 },
      { title: 'Vayikra', firstPosition: 7, postCount: 1 },
      { title: 'Devarim', firstPosition: 8, postCount: 2 },
      { title: 'Other shiurim', firstPosition: 10, postCount: 1 },
    ]);
    expect(
      (await seriesSections(testDb.db, seriesByOrder.get('nach')!)).map((section) => section.title),
    ).toEqual(['Joshua', 'Judges', 'I Samuel', 'Psalms', 'II Chronicles', 'Other shiurim']);
    expect(await seriesSections(testDb.db, seriesByOrder.get('episode_number')!)).toEqual([]);
  });
});
