import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema, type Database } from '@openshiur/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@openshiur/db/testing';
import type { Catalogue } from './catalogue';
import { parseCatalogueCsv } from './parse-csv';
import { parseCatalogueJson } from './parse-json';
import { importCatalogue, type ImportOptions } from './run-import';

const { posts, postAuthors, postTags, authors, series, tags, jobs, auditLog } = schema;

const exampleJson = readFileSync(new URL('./examples/catalogue.json', import.meta.url), 'utf8');
const exampleCsv = readFileSync(new URL('./examples/catalogue.csv', import.meta.url));

/** The example catalogue with `edit` applied to its JSON document. */
function example(
  edit: (document: {
    authors: Record<string, unknown>[];
    series: Record<string, unknown>[];
    posts: Record<string, unknown>[];
  }) => void = () => {},
): Catalogue {
  const document = JSON.parse(exampleJson);
  edit(document);
  return parseCatalogueJson(JSON.stringify(document));
}

const NOW = new Date('2026-01-01T12:00:00Z');
const run = (db: Database, catalogue: Catalogue, options: Partial<ImportOptions> = {}) =>
  importCatalogue(db, catalogue, { fileName: 'catalogue.json', now: NOW, ...options });

/** Everything an import may write, to tell that a run wrote nothing. */
async function snapshot(db: Database) {
  const all = async (
    table:
      typeof posts | typeof authors | typeof series | typeof tags | typeof jobs | typeof auditLog,
  ) => db.select().from(table).orderBy(asc(table.id));
  return {
    posts: await all(posts),
    authors: await all(authors),
    series: await all(series),
    tags: await all(tags),
    jobs: await all(jobs),
    auditLog: await all(auditLog),
    postAuthors: await db
      .select()
      .from(postAuthors)
      .orderBy(asc(postAuthors.postId), asc(postAuthors.position)),
    postTags: await db.select().from(postTags).orderBy(asc(postTags.postId), asc(postTags.tagId)),
  };
}

async function creditsOf(db: Database, externalId: string): Promise<string[]> {
  const rows = await db
    .select({ author: authors.externalId })
    .from(postAuthors)
    .innerJoin(posts, eq(posts.id, postAuthors.postId))
    .innerJoin(authors, eq(authors.id, postAuthors.authorId))
    .where(eq(posts.externalId, externalId))
    .orderBy(asc(postAuthors.position));
  return rows.map((row) => row.author!);
}

describe.each(testDatabaseKinds())('importCatalogue on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.db;
  }, 60_000);
  afterAll(() => testDb?.cleanup());

  beforeEach(async () => {
    await db.execute(
      sql`truncate posts, authors, series, tags, jobs, audit_log restart identity cascade`,
    );
  });

  it('imports the example, and a second import of it changes nothing', async () => {
    const first = await run(db, example());
    expect(first.failures).toEqual([]);
    expect(first.counts).toEqual({
      author: { created: 2, updated: 0, unchanged: 0, failed: 0 },
      series: { created: 2, updated: 0, unchanged: 0, failed: 0 },
      post: { created: 3, updated: 0, unchanged: 0, failed: 0 },
    });
    const [stored] = await db.select().from(posts).where(eq(posts.externalId, 'p-1'));
    expect(stored).toMatchObject({
      slug: `berachos-2a-when-is-the-evening-shema-read-sample-${stored!.id}`,
      status: 'Published',
      publishedAt: new Date('2024-01-07T06:00:00Z'),
      masechta: 'Berachos',
      daf: 2,
      amud: 'a',
      searchKeys: null,
    });
    expect(await creditsOf(db, 'p-1')).toEqual(['a-1', 'a-2']);
    const [seriesRow] = await db.select().from(series).where(eq(series.externalId, 's-1'));
    expect(stored!.seriesId).toBe(seriesRow!.id);
    expect(seriesRow!.slug).toBe('sample-daf-yomi');

    const before = await snapshot(db);
    // The same catalogue from the CSV file: the same records, so nothing to do.
    const second = await run(db, parseCatalogueCsv(exampleCsv), { fileName: 'catalogue.csv' });
    expect(second.failures).toEqual([]);
    expect(second.counts).toEqual({
      author: { created: 0, updated: 0, unchanged: 2, failed: 0 },
      series: { created: 0, updated: 0, unchanged: 2, failed: 0 },
      post: { created: 0, updated: 0, unchanged: 3, failed: 0 },
    });
    const after = await snapshot(db);
    // Only the run's own audit entry is new.
    expect({ ...after, auditLog: after.auditLog.slice(0, -1) }).toEqual(before);
  });

  it('updates an edited row in place: same id and slug, new values and credit order', async () => {
    await run(db, example());
    const [before] = await db.select().from(posts).where(eq(posts.externalId, 'p-1'));
    const report = await run(
      db,
      example((document) => {
        Object.assign(document.posts[0]!, {
          title: 'A new sample title',
          authors: ['a-2', 'a-1'],
          tags: ['Shema'],
        });
        Object.assign(document.authors[0]!, { bio: 'A changed invented biography.' });
      }),
    );
    expect(report.counts.post).toEqual({ created: 0, updated: 1, unchanged: 2, failed: 0 });
    expect(report.counts.author).toEqual({ created: 0, updated: 1, unchanged: 1, failed: 0 });
    const [after] = await db.select().from(posts).where(eq(posts.externalId, 'p-1'));
    expect(after).toMatchObject({
      id: before!.id,
      slug: before!.slug,
      title: 'A new sample title',
      publishedAt: before!.publishedAt,
    });
    expect(await creditsOf(db, 'p-1')).toEqual(['a-2', 'a-1']);
    const tagRows = await db
      .select({ slug: tags.slug })
      .from(postTags)
      .innerJoin(tags, eq(tags.id, postTags.tagId))
      .where(eq(postTags.postId, before!.id));
    expect(tagRows).toEqual([{ slug: 'shema' }]);
    const [author] = await db.select().from(authors).where(eq(authors.externalId, 'a-1'));
    expect(author!.bio).toBe('A changed invented biography.');
  });

  it('gives a Published post without a published time the time of its first import, and keeps it', async () => {
    const catalogue = () => example((document) => delete document.posts[0]!.publishedAt);
    await run(db, catalogue());
    const later = await run(db, catalogue(), { now: new Date('2027-01-01T00:00:00Z') });
    expect(later.counts.post.unchanged).toBe(3);
    const [stored] = await db.select().from(posts).where(eq(posts.externalId, 'p-1'));
    expect(stored!.publishedAt).toEqual(NOW);
  });

  it('reports a bad row and an unknown series, writes nothing of them and imports the rest', async () => {
    const report = await run(
      db,
      example((document) => {
        Object.assign(document.posts[0]!, { daf: 99 });
        Object.assign(document.posts[1]!, { series: 's-missing' });
        document.authors[1]!.name = '';
        document.posts.push({ ...document.posts[2]!, externalId: 'p-4', authors: ['a-2'] });
      }),
    );
    expect(report.failures).toEqual([
      {
        type: 'author',
        row: 2,
        externalId: 'a-2',
        field: 'name',
        message: 'Give the author a name',
      },
      {
        type: 'post',
        row: 1,
        externalId: 'p-1',
        field: 'daf',
        message: 'Berachos has dafim 2 to 64',
      },
      {
        type: 'post',
        row: 2,
        externalId: 'p-2',
        field: 'series',
        message: 'No series "s-missing" in the file or the database',
      },
      {
        type: 'post',
        row: 4,
        externalId: 'p-4',
        field: 'authors',
        message: 'Author "a-2" (row 2) was not imported',
      },
    ]);
    expect(report.counts.post).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 3 });
    expect(report.counts.author).toEqual({ created: 1, updated: 0, unchanged: 0, failed: 1 });
    expect((await db.select({ id: posts.externalId }).from(posts)).map((row) => row.id)).toEqual([
      'p-3',
    ]);
    expect(await db.select().from(tags)).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'publish-post'))).toEqual([]);
  });

  it('fails both rows that give one external id', async () => {
    const report = await run(
      db,
      example((document) => document.series.push({ ...document.series[0]! })),
    );
    expect(report.failures.map((failure) => [failure.type, failure.row, failure.field])).toEqual([
      ['series', 1, 'externalId'],
      ['series', 3, 'externalId'],
      ['post', 1, 'series'],
    ]);
    expect(report.failures[0]!.message).toBe('Given to more than one series (rows 1, 3)');
  });

  it('rolls back alone a row the database refuses, credits and all, and stores the rest of its chunk', async () => {
    // Titles of one slug: the second new post (id 2) collides with a stored slug the checks cannot see.
    await db.insert(posts).values({
      id: 100,
      slug: 'sample-title-2',
      title: 'Sample title',
      platform: 'Torah Online',
      mediaType: 'Text',
    });
    const report = await run(
      db,
      example((document) => {
        document.posts.forEach((post) => (post.title = 'Sample title'));
      }),
      { chunkSize: 2 },
    );
    expect(report.failures).toEqual([
      {
        type: 'post',
        row: 2,
        externalId: 'p-2',
        field: 'slug',
        message: expect.stringContaining('The database refused the row'),
      },
    ]);
    expect(report.counts.post).toEqual({ created: 2, updated: 0, unchanged: 0, failed: 1 });
    const stored = await db
      .select({ id: posts.id, externalId: posts.externalId })
      .from(posts)
      .orderBy(asc(posts.id));
    expect(stored.map((row) => row.externalId)).toEqual(['p-1', 'p-3', null]);
    expect(await db.select().from(postAuthors).where(eq(postAuthors.postId, 2))).toEqual([]);
    // p-2 was the Scheduled one: its job went with it.
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'publish-post'))).toEqual([]);
    expect(report.scheduledPosts).toBe(0);
  });

  it('checks everything in a dry run, references included, and writes nothing', async () => {
    await run(
      db,
      example((document) => (document.posts = [])),
    );
    const before = await snapshot(db);
    const report = await run(
      db,
      example((document) => {
        document.authors[0]!.bio = 'Changed';
        document.series = [];
        document.posts[2]!.authors = ['a-1', 'a-unknown'];
      }),
      { dryRun: true },
    );
    expect(report.dryRun).toBe(true);
    expect(report.counts).toEqual({
      author: { created: 0, updated: 1, unchanged: 1, failed: 0 },
      // The series stored by the first run are found in the database.
      series: { created: 0, updated: 0, unchanged: 0, failed: 0 },
      post: { created: 2, updated: 0, unchanged: 0, failed: 1 },
    });
    expect(report.failures).toEqual([
      {
        type: 'post',
        row: 3,
        externalId: 'p-3',
        field: 'authors',
        message: 'No author "a-unknown" in the file or the database',
      },
    ]);
    expect(report.scheduledPosts).toBe(1);
    expect(await snapshot(db)).toEqual(before);
  });

  it('leaves a content-changed job, a publishing job per Scheduled post and an audit entry', async () => {
    await run(db, example());
    const [scheduled] = await db.select().from(posts).where(eq(posts.externalId, 'p-2'));
    const queued = await db.select().from(jobs).orderBy(asc(jobs.id));
    expect(queued.map(({ kind, key, payload, runAt }) => ({ kind, key, payload, runAt }))).toEqual([
      {
        kind: 'publish-post',
        key: `publish-post:${scheduled!.id}`,
        payload: { postId: scheduled!.id },
        runAt: new Date('2030-10-18T16:00:00Z'),
      },
      {
        kind: 'content-changed',
        key: null,
        payload: { everything: true },
        runAt: expect.any(Date),
      },
    ]);
    const [entry] = await db.select().from(auditLog);
    expect(entry).toMatchObject({
      actor: { subject: 'import', name: 'Import', email: null },
      action: 'catalogue.imported',
      recordType: 'import',
      recordId: 'catalogue.json',
      details: {
        authors: { created: 2, updated: 0, unchanged: 0, failed: 0 },
        series: { created: 2, updated: 0, unchanged: 0, failed: 0 },
        posts: { created: 3, updated: 0, unchanged: 0, failed: 0 },
        scheduledPosts: 1,
      },
    });

    // A run that changes nothing asks the site for nothing, but is still in the log.
    await run(db, example());
    expect(await db.select().from(jobs)).toHaveLength(2);
    expect(await db.select().from(auditLog)).toHaveLength(2);
  });
});
