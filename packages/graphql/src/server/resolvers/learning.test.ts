import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { mishnahMasechtot } from '@openshiur/reference-data';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const { posts } = schema;
const published = eq(posts.status, 'Published');

describe.each(testDatabaseKinds())('daily-learning queries on %s', (kind) => {
  let server: TestGraphQLServer;
  const errorCode = async (query: string) =>
    (await server.request({ query })).body.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  /** The first Published seeded post with the reference, straight from the database. */
  async function seededPost(
    column: (typeof posts)[
      'rambamBook' | 'kitzurSiman' | 'mitzvah' | 'mishnaMasechta' | 'nachBook' | 'amud' | 'parsha'],
  ) {
    const [post] = await server.database.db
      .select()
      .from(posts)
      .where(and(published, isNotNull(column)))
      .limit(1);
    expect(post, `the seed has a Published post with ${column.name}`).toBeDefined();
    return post!;
  }

  const learningFields = `learning { masechta daf amud mishnaMasechta perek mishnah parsha nachBook nachChapter rambamBook rambamChapter kitzurSiman mitzvah }`;

  it('filters posts by Mishneh Torah chapter, Kitzur siman and mitzvah, and returns those references', async () => {
    const rambam = await seededPost(posts.rambamBook);
    const byRambam = await server.data(
      `query ($book: String!, $chapter: Int!) { posts(first: 30, filter: { rambamBook: $book, rambamChapter: $chapter }) { totalCount edges { node { ${learningFields} } } } }`,
      { book: rambam.rambamBook, chapter: rambam.rambamChapter },
    );
    expect(byRambam.posts.totalCount).toBeGreaterThan(0);
    for (const { node } of byRambam.posts.edges) {
      expect([node.learning.rambamBook, node.learning.rambamChapter]).toEqual([
        rambam.rambamBook,
        rambam.rambamChapter,
      ]);
    }

    const kitzur = await seededPost(posts.kitzurSiman);
    const byKitzur = await server.data(
      `{ posts(first: 30, filter: { kitzurSiman: ${kitzur.kitzurSiman} }) { edges { node { ${learningFields} } } } }`,
    );
    expect(byKitzur.posts.edges.length).toBeGreaterThan(0);
    for (const { node } of byKitzur.posts.edges)
      expect(node.learning.kitzurSiman).toBe(kitzur.kitzurSiman);

    const mitzvah = await seededPost(posts.mitzvah);
    const byMitzvah = await server.data(
      `{ posts(first: 30, filter: { mitzvah: ${mitzvah.mitzvah} }) { edges { node { ${learningFields} } } } }`,
    );
    expect(byMitzvah.posts.edges.map(({ node }: any) => node.learning.mitzvah)).toContain(
      mitzvah.mitzvah,
    );
    for (const { node } of byMitzvah.posts.edges)
      expect(node.learning.mitzvah).toBe(mitzvah.mitzvah);
  });

  it('filters by a perek of the Mishnah in any spelling, a chapter of Nach, an amud and a parsha', async () => {
    const mishna = await seededPost(posts.mishnaMasechta);
    const masechta = mishnahMasechtot.find((m) => m.name === mishna.mishnaMasechta)!;
    // The Hebrew name is one of the spellings the filter understands.
    const byPerek = await server.data(
      `query ($masechta: String!, $perek: Int!) { posts(first: 30, filter: { mishnaMasechta: $masechta, perek: $perek }) { totalCount edges { node { ${learningFields} } } } }`,
      { masechta: masechta.hebrewName, perek: mishna.perek },
    );
    const expected = await server.database.db.$count(
      posts,
      and(published, eq(posts.mishnaMasechta, masechta.name), eq(posts.perek, mishna.perek!)),
    );
    expect(byPerek.posts.totalCount).toBe(expected);
    for (const { node } of byPerek.posts.edges)
      expect([node.learning.mishnaMasechta, node.learning.perek]).toEqual([
        masechta.name,
        mishna.perek,
      ]);

    const nach = await seededPost(posts.nachBook);
    const byChapter = await server.data(
      `query ($book: String!, $chapter: Int!) { posts(first: 30, filter: { nachBook: $book, nachChapter: $chapter }) { edges { node { ${learningFields} } } } }`,
      { book: nach.nachBook, chapter: nach.nachChapter },
    );
    expect(byChapter.posts.edges.length).toBeGreaterThan(0);
    for (const { node } of byChapter.posts.edges)
      expect([node.learning.nachBook, node.learning.nachChapter]).toEqual([
        nach.nachBook,
        nach.nachChapter,
      ]);

    const amud = await seededPost(posts.amud);
    const byAmud = await server.data(
      `query ($masechta: String!, $daf: Int!, $amud: String!) { posts(first: 30, filter: { masechta: $masechta, daf: $daf, amud: $amud }) { edges { node { ${learningFields} } } } }`,
      { masechta: amud.masechta, daf: amud.daf, amud: amud.amud },
    );
    expect(byAmud.posts.edges.length).toBeGreaterThan(0);
    for (const { node } of byAmud.posts.edges)
      expect([node.learning.daf, node.learning.amud]).toEqual([amud.daf, amud.amud]);

    const parsha = await seededPost(posts.parsha);
    const byParsha = await server.data(
      `query ($parsha: String!) { posts(first: 30, filter: { parsha: $parsha }) { edges { node { ${learningFields} } } } }`,
      {
        parsha: parsha.parsha,
      },
    );
    expect(byParsha.posts.edges.length).toBeGreaterThan(0);
    for (const { node } of byParsha.posts.edges) expect(node.learning.parsha).toBe(parsha.parsha);
  });

  it.each([
    ['rambamBook: "Cooking"'],
    ['kitzurSiman: 222'],
    ['kitzurSiman: 0'],
    ['mitzvah: 614'],
    ['rambamChapter: 0'],
    ['nachBook: "Samuel One"'],
    ['parsha: "Nonsense"'],
    ['amud: "c"'],
    ['mishnaMasechta: "Nonsense"'],
    ['perek: -1'],
  ])('answers BAD_USER_INPUT for the filter %s', async (filter) => {
    expect(await errorCode(`{ posts(filter: { ${filter} }) { totalCount } }`)).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('counts shiurim per unit of a text, in study order, leaving out units without any', async () => {
    const { learningCoverage: perakim } = await server.data(
      '{ learningCoverage(text: MISHNA_PEREK) { name number amud count } }',
    );
    expect(perakim.length).toBeGreaterThan(0);
    const rows = await server.database.db
      .select({ name: posts.mishnaMasechta, perek: posts.perek, n: sql<number>`count(*)::int` })
      .from(posts)
      .where(and(published, isNotNull(posts.mishnaMasechta)))
      .groupBy(posts.mishnaMasechta, posts.perek);
    expect(perakim).toHaveLength(rows.length);
    for (const row of rows) {
      expect(perakim).toContainEqual({
        name: row.name,
        number: row.perek,
        amud: null,
        count: row.n,
      });
    }
    const order = mishnahMasechtot.map((m) => m.name);
    const keys = perakim.map((unit: any) => order.indexOf(unit.name) * 1000 + unit.number);
    expect([...keys].sort((a, b) => a - b)).toEqual(keys);

    const { learningCoverage: mitzvot } = await server.data(
      '{ learningCoverage(text: MITZVAH) { name number count } }',
    );
    expect(mitzvot.length).toBeGreaterThan(0);
    for (const unit of mitzvot) {
      expect(unit.name).toBeNull();
      expect(unit.count).toBeGreaterThan(0);
    }
    const { learningCoverage: amudim } = await server.data(
      '{ learningCoverage(text: BAVLI_AMUD) { amud } }',
    );
    expect(new Set(amudim.map((unit: any) => unit.amud))).toEqual(new Set(['a', 'b']));
  });

  it('tells when each series last published', async () => {
    const [newest] = await server.database.db
      .select({ id: posts.seriesId, latest: max(posts.publishedAt) })
      .from(posts)
      .where(and(published, isNotNull(posts.seriesId)))
      .groupBy(posts.seriesId)
      .limit(1);
    const { series } = await server.data('query ($id: ID!) { series(id: $id) { latestPostAt } }', {
      id: String(newest!.id),
    });
    expect(new Date(series.latestPostAt).getTime()).toBe(new Date(newest!.latest!).getTime());
    const { allSeries } = await server.data(
      '{ allSeries(includeEmpty: true) { postCount latestPostAt } }',
    );
    for (const entry of allSeries) expect(entry.latestPostAt === null).toBe(entry.postCount === 0);
  });
});
