import {
  allNach,
  bavliMasechtot,
  kitzurSimanimCount,
  mishnayotSedarim,
  mishnehTorahBooks,
  mitzvahForDate,
  parshiot,
  topics,
} from '@openshiur/reference-data';
import { eq, getTableName, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import {
  authors,
  blogs,
  events,
  pages,
  postAuthors,
  posts,
  postTags,
  series,
  tags,
} from '../schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';
import { seedDemoContent } from './index';
import { SEED_REFERENCE_DATE, seedCounts } from './sizes';

const seededTables = [authors, series, tags, posts, postAuthors, postTags, pages, events, blogs];

/** A digest of every row of a table, independent of physical row order. */
async function tableDigest(db: Database, tableName: string): Promise<string> {
  const result = await db.execute<{ digest: string | null }>(
    sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(tableName)} t`,
  );
  return result.rows[0]?.digest ?? '';
}

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`select count(*) as n from (${query}) q`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { seed: { size: 'small' } });
    db = testDb.db;
  });
  afterAll(() => testDb.cleanup());

  it('writes the small size', async () => {
    const small = seedCounts.small;
    expect(await db.$count(authors)).toBe(small.authors);
    expect(await db.$count(series)).toBe(small.series);
    expect(await db.$count(posts)).toBe(small.posts);
    expect(await db.$count(events)).toBe(small.events);
    expect(await db.$count(blogs)).toBe(small.blogs);
  });

  it('is deterministic: a second seed gives identical rows', async () => {
    const second = await createTestDatabase(kind);
    try {
      await seedDemoContent(second.db, { size: 'small' });
      for (const table of seededTables) {
        const name = getTableName(table);
        expect(await tableDigest(second.db, name), name).toBe(await tableDigest(db, name));
      }
    } finally {
      await second.cleanup();
    }
  });

  it('covers all nine topics, with more than 12 Gemara series that have posts', async () => {
    const rows = await db.execute<{ topic: string }>(
      sql`select distinct unnest(topics) as topic from series`,
    );
    expect(rows.rows.map((row) => row.topic).sort()).toEqual([...topics].sort());
    const gemaraWithPosts = sql`select s.id from series s where 'Gemara' = any(s.topics)
      and exists (select 1 from posts p where p.series_id = s.id and p.status = 'Published')`;
    expect(await count(db, gemaraWithPosts)).toBeGreaterThan(12);
  });

  it('gives every series a topic and an order option, and leaves one series empty', async () => {
    expect(
      await count(
        db,
        sql`select 1 from series where cardinality(topics) = 0 or order_option is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select 1 from series s where not exists (select 1 from posts p where p.series_id = s.id)`,
      ),
    ).toBe(1);
  });

  it('has authors with and without images, and with markup in their names', async () => {
    const withImage = (condition: ReturnType<typeof sql>) =>
      count(db, sql`select 1 from authors where ${condition}`);
    // Every demo picture is on the site itself, so it loads with no internet access.
    expect(await withImage(sql`image like 'http%'`)).toBe(0);
    expect(await withImage(sql`image is null`)).toBeGreaterThan(0);
    expect(await withImage(sql`image = ''`)).toBeGreaterThan(0);
    expect(await withImage(sql`image <> '' and image not like 'https://%'`)).toBeGreaterThan(0);
    expect(await withImage(sql`name like '%<em>%'`)).toBe(1);
    expect(await withImage(sql`name like '%<script>%'`)).toBe(1);
    expect(await withImage(sql`bio not like 'Sample author for the demo site.%'`)).toBe(0);
  });

  it('has audio, video and text posts in every status, mostly published', async () => {
    const byMedia = await db
      .select({ mediaType: posts.mediaType, n: sql<number>`count(*)::int` })
      .from(posts)
      .groupBy(posts.mediaType);
    expect(byMedia.map((row) => row.mediaType).sort()).toEqual(['Audio', 'Text', 'Video']);
    const byStatus = await db
      .select({ status: posts.status, n: sql<number>`count(*)::int` })
      .from(posts)
      .groupBy(posts.status);
    expect(byStatus.map((row) => row.status).sort()).toEqual([
      'Draft',
      'Inactive',
      'Published',
      'Scheduled',
    ]);
    const published = byStatus.find((row) => row.status === 'Published')?.n ?? 0;
    expect(published / seedCounts.small.posts).toBeGreaterThan(0.8);
    const scheduled = await db.select().from(posts).where(eq(posts.status, 'Scheduled'));
    for (const post of scheduled) {
      expect(post.publishedAt).toBeNull();
      expect(post.scheduledFor!.getTime()).toBeGreaterThan(SEED_REFERENCE_DATE.getTime());
    }
  });

  it('points media at same-site placeholder paths only', async () => {
    const offSite = sql`select 1 from posts where audio_url not like '/media/%' or video_url not like '/media/%'
      or thumbnail not like '/media/%'`;
    expect(await count(db, offSite)).toBe(0);
    expect(
      await count(db, sql`select 1 from posts where media_type = 'Audio' and audio_url is null`),
    ).toBe(0);
    expect(
      await count(db, sql`select 1 from posts where media_type = 'Video' and video_url is null`),
    ).toBe(0);
  });

  it('has Daf Yomi shiurim on real dapim of several masechtot, some dapim taught by several authors', async () => {
    const dafPosts = await db
      .select({ masechta: posts.masechta, daf: posts.daf, amud: posts.amud })
      .from(posts)
      .where(isNotNull(posts.masechta));
    const masechtot = new Map(bavliMasechtot.map((masechta) => [masechta.name, masechta]));
    for (const { masechta, daf } of dafPosts) {
      const known = masechtot.get(masechta!);
      expect(known, masechta!).toBeDefined();
      expect(daf).toBeGreaterThanOrEqual(known!.firstDaf);
      expect(daf).toBeLessThanOrEqual(known!.lastDaf);
    }
    expect(new Set(dafPosts.map((post) => post.masechta)).size).toBeGreaterThanOrEqual(4);
    expect(dafPosts.some((post) => post.amud !== null)).toBe(true);
    const sharedDapim = sql`select p.masechta, p.daf from posts p
      join post_authors a on a.post_id = p.id and a.position = 0
      where p.masechta is not null and p.status = 'Published'
      group by p.masechta, p.daf having count(distinct a.author_id) > 1`;
    expect(await count(db, sharedDapim)).toBeGreaterThan(10);
  });

  it('has parsha, mishna and Nach posts with valid references', async () => {
    const parshaNames = new Set(parshiot.map((parsha) => parsha.name));
    const parshaPosts = await db
      .select({ parsha: posts.parsha })
      .from(posts)
      .where(isNotNull(posts.parsha));
    expect(parshaPosts.length).toBeGreaterThan(0);
    expect(parshaPosts.every((post) => parshaNames.has(post.parsha!))).toBe(true);

    const mishnayot = new Map(
      mishnayotSedarim.flatMap((seder) => seder.masechtot).map((m) => [m.name, m.mishnayot]),
    );
    const mishnaPosts = await db.select().from(posts).where(isNotNull(posts.mishnaMasechta));
    expect(mishnaPosts.length).toBeGreaterThan(0);
    for (const post of mishnaPosts) {
      expect(post.mishnah).toBeLessThanOrEqual(
        mishnayot.get(post.mishnaMasechta!)?.[post.perek! - 1] ?? 0,
      );
    }

    const nachChapters = new Set(allNach);
    const nachPosts = await db.select().from(posts).where(isNotNull(posts.nachBook));
    expect(nachPosts.length).toBeGreaterThan(0);
    expect(
      nachPosts.every((post) => nachChapters.has(`${post.nachBook} ${post.nachChapter}`)),
    ).toBe(true);
  });

  it('has Rambam, Kitzur and mitzvah posts on real chapters, simanim and mitzvot', async () => {
    const chapters = new Map(mishnehTorahBooks.map((book) => [book.book, book.chapters]));
    const rambamPosts = await db.select().from(posts).where(isNotNull(posts.rambamBook));
    expect(rambamPosts.length).toBeGreaterThanOrEqual(seedCounts.small.programmeSeriesPosts);
    for (const post of rambamPosts) {
      expect(post.rambamChapter).toBeGreaterThanOrEqual(1);
      expect(post.rambamChapter).toBeLessThanOrEqual(chapters.get(post.rambamBook!) ?? 0);
    }
    // Consecutive chapters on consecutive days, as the one-chapter daily Rambam learns them.
    const [first, second] = [...rambamPosts].sort((a, b) => a.id - b.id);
    expect(
      first!.rambamBook === second!.rambamBook ? second!.rambamChapter! - first!.rambamChapter! : 1,
    ).toBe(1);

    const kitzurPosts = await db.select().from(posts).where(isNotNull(posts.kitzurSiman));
    expect(kitzurPosts.length).toBeGreaterThanOrEqual(seedCounts.small.programmeSeriesPosts);
    expect(
      kitzurPosts.every(
        (post) => post.kitzurSiman! >= 1 && post.kitzurSiman! <= kitzurSimanimCount,
      ),
    ).toBe(true);

    const mitzvahPosts = await db.select().from(posts).where(isNotNull(posts.mitzvah));
    expect(mitzvahPosts.length).toBeGreaterThanOrEqual(seedCounts.small.programmeSeriesPosts);
    expect(mitzvahPosts.every((post) => post.mitzvah! >= 1 && post.mitzvah! <= 613)).toBe(true);
    // The series starts on a day of the site's mitzvot cycle and teaches that day's mitzvah.
    const firstMitzvah = [...mitzvahPosts].sort((a, b) => a.id - b.id)[0]!;
    const learntOn = new Date(SEED_REFERENCE_DATE.getTime() - 120 * 86_400_000);
    const dates = Array.from({ length: 120 }, (_, day) =>
      new Date(learntOn.getTime() + day * 86_400_000).toISOString().slice(0, 10),
    );
    expect(dates.some((date) => mitzvahForDate(date) === firstMitzvah.mitzvah)).toBe(true);
  });

  it('tags posts with holidays and tags', async () => {
    expect(
      await count(db, sql`select 1 from posts where cardinality(holidays) > 0`),
    ).toBeGreaterThan(10);
    expect(await db.$count(tags)).toBeGreaterThanOrEqual(10);
    expect(await count(db, sql`select distinct tag_id from post_tags`)).toBeGreaterThanOrEqual(10);
  });

  it('has the fixed pages, events before and after the reference date, and blogs', async () => {
    const pageIds = (
      await db.select({ id: pages.id }).from(pages).where(eq(pages.status, 'Published'))
    ).map((p) => p.id);
    expect(pageIds).toEqual(
      expect.arrayContaining(['about', 'privacy-policy', 'cookie-policy', 'contact']),
    );

    const upcoming = await db.$count(events, gt(events.startsAt, SEED_REFERENCE_DATE));
    expect(upcoming).toBeGreaterThanOrEqual(8);
    expect(await db.$count(events)).toBeGreaterThan(upcoming);
    const twoYearsLater = new Date(SEED_REFERENCE_DATE.getTime() + 2 * 366 * 86_400_000);
    expect(await db.$count(events, gt(events.startsAt, twoYearsLater))).toBe(0);

    expect(await db.$count(blogs, eq(blogs.status, 'Published'))).toBeGreaterThanOrEqual(10);
    expect(await db.$count(blogs, isNull(blogs.authorId))).toBeGreaterThan(0);
  });

  it('leaves identity sequences past the seeded ids', async () => {
    const [post] = await db
      .insert(posts)
      .values({
        slug: 'added-after-seed',
        title: 'Added after seed',
        platform: 'All Daf',
        mediaType: 'Text',
      })
      .returning({ id: posts.id });
    expect(post?.id).toBe(seedCounts.small.posts + 1);
    await db.delete(posts).where(eq(posts.id, post!.id));
  });

  it('serves relational queries (post with series, authors and tags)', async () => {
    const post = await db.query.posts.findFirst({
      where: isNotNull(posts.seriesId),
      with: { series: true, authors: { with: { author: true } }, tags: { with: { tag: true } } },
    });
    expect(post?.series?.id).toBe(post?.seriesId);
    expect(post?.authors[0]?.author.name).toBeTruthy();
  });
});
