import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { bavliMasechtot, holidays } from '@openshiur/reference-data';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const { posts, postAuthors } = schema;
const published = eq(posts.status, 'Published');

describe.each(testDatabaseKinds())('Daf Yomi, parsha and holiday queries on %s', (kind) => {
  let server: TestGraphQLServer;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  it('lists the 37 masechtot in cycle order with exactly the dapim that have Published shiurim', async () => {
    const { dafYomiMasechtot } = await server.data(
      '{ dafYomiMasechtot { name slug hebrewName firstDaf lastDaf dafimWithShiurim } }',
    );
    expect(dafYomiMasechtot.map((m: { name: string }) => m.name)).toEqual(
      bavliMasechtot.map((m) => m.name),
    );
    const rows = await server.database.db
      .selectDistinct({ masechta: posts.masechta, daf: posts.daf })
      .from(posts)
      .where(and(published, isNotNull(posts.masechta), isNotNull(posts.daf)))
      .orderBy(asc(posts.masechta), asc(posts.daf));
    expect(rows.length, 'the seed has Daf Yomi shiurim').toBeGreaterThan(0);
    for (const masechta of dafYomiMasechtot) {
      const expected = rows.filter((row) => row.masechta === masechta.name).map((row) => row.daf);
      expect(masechta.dafimWithShiurim, masechta.name).toEqual(expected);
    }
    expect(dafYomiMasechtot[0]).toMatchObject({
      slug: 'berachos',
      hebrewName: 'ברכות',
      firstDaf: 2,
      lastDaf: 64,
    });
  });

  it('finds one masechta by any spelling and answers null for an unknown one', async () => {
    const query = 'query ($m: String!) { dafYomiMasechta(masechta: $m) { name slug } }';
    expect((await server.data(query, { m: 'Bava Kamma' })).dafYomiMasechta).toEqual({
      name: 'Bava Kama',
      slug: 'bava-kama',
    });
    expect((await server.data(query, { m: 'ברכות' })).dafYomiMasechta).toEqual({
      name: 'Berachos',
      slug: 'berachos',
    });
    expect((await server.data(query, { m: 'Nonsense' })).dafYomiMasechta).toBeNull();
  });

  it('groups a daf’s shiurim by author: every Published shiur under each of its authors, amud order kept', async () => {
    const { db } = server.database;
    // The daf with the most shiurim, so the grouping has something to group.
    const [busiest] = await db
      .select({ masechta: posts.masechta, daf: posts.daf, n: sql<number>`count(*)::int` })
      .from(posts)
      .where(and(published, isNotNull(posts.daf)))
      .groupBy(posts.masechta, posts.daf)
      .orderBy(sql`count(*) desc`, asc(posts.masechta), asc(posts.daf))
      .limit(1);
    expect(busiest, 'the seed has a daf with shiurim').toBeDefined();
    const { dafYomi } = await server.data(
      `query ($m: String!, $d: Int!) { dafYomi(masechta: $m, daf: $d) {
        shiurimByAuthor { author { id plainName } posts { id learning { masechta daf amud } } }
      } }`,
      { m: busiest!.masechta, d: busiest!.daf },
    );
    const credits = await db
      .select({ postId: posts.id, authorId: postAuthors.authorId })
      .from(posts)
      .leftJoin(postAuthors, eq(postAuthors.postId, posts.id))
      .where(and(published, eq(posts.masechta, busiest!.masechta!), eq(posts.daf, busiest!.daf!)));
    const expected = new Set(credits.map((row) => `${row.authorId ?? 'none'}:${row.postId}`));
    const got = new Set<string>();
    for (const group of dafYomi.shiurimByAuthor) {
      const amudRank = group.posts.map((post: { learning: { amud: string | null } }) =>
        post.learning.amud === 'b' ? 2 : post.learning.amud === 'a' ? 1 : 0,
      );
      expect(amudRank).toEqual([...amudRank].sort((a, b) => a - b));
      for (const post of group.posts) {
        expect(post.learning).toMatchObject({ masechta: busiest!.masechta, daf: busiest!.daf });
        got.add(`${group.author?.id ?? 'none'}:${post.id}`);
      }
    }
    expect(got).toEqual(expected);
    const names = dafYomi.shiurimByAuthor
      .filter((group: { author: unknown }) => group.author)
      .map((group: { author: { plainName: string } }) => group.author.plainName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('filters posts by parsha in any spelling, and by a double parsha on both parts', async () => {
    const { db } = server.database;
    const [withParsha] = await db
      .select({ parsha: posts.parsha })
      .from(posts)
      .where(and(published, isNotNull(posts.parsha)))
      .limit(1);
    expect(withParsha, 'the seed has parsha shiurim').toBeDefined();
    const count = (parsha: string) => db.$count(posts, and(published, eq(posts.parsha, parsha)));
    const query =
      'query ($p: String!) { posts(first: 100, filter: { parsha: $p }) { totalCount edges { node { learning { parsha } } } } }';

    const single = await server.data(query, { p: withParsha!.parsha!.toUpperCase() });
    expect(single.posts.totalCount).toBe(await count(withParsha!.parsha!));
    for (const edge of single.posts.edges)
      expect(edge.node.learning.parsha).toBe(withParsha!.parsha);

    const double = await server.data(query, { p: 'Matot-Masei' });
    expect(double.posts.totalCount).toBe((await count('Matot')) + (await count('Masei')));
    for (const edge of double.posts.edges)
      expect(['Matot', 'Masei']).toContain(edge.node.learning.parsha);

    const { body } = await server.request({ query, variables: { p: 'Groundhog' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('counts Published shiurim per holiday, every holiday of the list in its order', async () => {
    const { holidayShiurimCounts } = await server.data(
      '{ holidayShiurimCounts { holiday postCount } }',
    );
    expect(holidayShiurimCounts.map((row: { holiday: string }) => row.holiday)).toEqual([
      ...holidays,
    ]);
    for (const row of holidayShiurimCounts) {
      const expected = await server.database.db.$count(
        posts,
        and(published, sql`${posts.holidays} @> array[${row.holiday}]::text[]`),
      );
      expect(row.postCount, row.holiday).toBe(expected);
    }
    expect(holidayShiurimCounts.some((row: { postCount: number }) => row.postCount > 0)).toBe(true);
  });
});
