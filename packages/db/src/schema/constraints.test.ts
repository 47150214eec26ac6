import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, donations, newsletterSignups, posts, postAuthors, series } from '../schema';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing';

/** The name of the constraint a failed statement violated (both drivers report it on `cause`). */
async function violatedConstraint(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    return (error as { cause?: { constraint?: string } }).cause?.constraint;
  }
  throw new Error('Expected the statement to fail');
}

const validPost = {
  title: 'A post',
  platform: 'All Daf',
  mediaType: 'Audio',
  status: 'Published',
} as const;
let slugCounter = 0;
const post = (overrides: Record<string, unknown>) => ({
  ...validPost,
  slug: `post-${++slugCounter}`,
  ...overrides,
});

describe.each(testDatabaseKinds())('check constraints on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.cleanup());

  it('accepts a valid post', async () => {
    await expect(
      testDb.db.insert(posts).values(post({ masechta: 'Berachos', daf: 2, amud: 'a' })),
    ).resolves.toBeDefined();
  });

  it.each([
    ['status', { status: 'Bogus' }, 'posts_status_check'],
    ['media type', { mediaType: 'Podcast' }, 'posts_media_type_check'],
    ['platform', { platform: 'Elsewhere' }, 'posts_platform_check'],
    ['language', { language: 'Klingon' }, 'posts_language_check'],
    ['clip length', { clipLength: 'Medium' }, 'posts_clip_length_check'],
    ['post type', { postType: 'Random Clips' }, 'posts_post_type_check'],
    ['amud', { masechta: 'Berachos', daf: 3, amud: 'c' }, 'posts_amud_check'],
    ['amud without daf', { amud: 'a' }, 'posts_amud_needs_daf_check'],
    ['daf 1', { masechta: 'Berachos', daf: 1 }, 'posts_daf_check'],
    ['topic', { topics: ['Gemara', 'Astrology'] }, 'posts_topics_check'],
    ['holiday', { holidays: ['Groundhog Day'] }, 'posts_holidays_check'],
    ['Mishneh Torah book', { rambamBook: 'Cooking', rambamChapter: 1 }, 'posts_rambam_book_check'],
    [
      'Rambam chapter past the book',
      { rambamBook: 'Sabbath', rambamChapter: 31 },
      'posts_rambam_chapter_check',
    ],
    ['Rambam chapter 0', { rambamBook: 'Fringes', rambamChapter: 0 }, 'posts_rambam_chapter_check'],
    ['Rambam chapter without a book', { rambamChapter: 2 }, 'posts_rambam_chapter_check'],
    ['Kitzur siman 0', { kitzurSiman: 0 }, 'posts_kitzur_siman_check'],
    ['Kitzur siman 222', { kitzurSiman: 222 }, 'posts_kitzur_siman_check'],
    ['mitzvah 0', { mitzvah: 0 }, 'posts_mitzvah_check'],
    ['mitzvah 614', { mitzvah: 614 }, 'posts_mitzvah_check'],
  ])('rejects a post with a bad %s', async (_label, overrides, constraint) => {
    expect(await violatedConstraint(testDb.db.insert(posts).values(post(overrides)))).toBe(
      constraint,
    );
  });

  it('accepts learning references at the ends of their ranges', async () => {
    await expect(
      testDb.db
        .insert(posts)
        .values([
          post({ rambamBook: 'Sabbath', rambamChapter: 30 }),
          post({ rambamBook: 'Kings and Wars', rambamChapter: 1 }),
          post({ rambamBook: "Second Tithes and Fourth Year's Fruit", rambamChapter: 11 }),
          post({ kitzurSiman: 1, mitzvah: 1 }),
          post({ kitzurSiman: 221, mitzvah: 613 }),
        ]),
    ).resolves.toBeDefined();
  });

  it('rejects a series with an unknown order option or topic', async () => {
    const base = { name: 'S', topics: ['Gemara' as const] };
    expect(
      await violatedConstraint(
        testDb.db.insert(series).values({ ...base, slug: 's1', orderOption: 'random' as never }),
      ),
    ).toBe('series_order_option_check');
    expect(
      await violatedConstraint(
        testDb.db.insert(series).values({ ...base, slug: 's2', topics: ['Cooking' as never] }),
      ),
    ).toBe('series_topics_check');
  });

  it('requires the name honoured by a memorial donation, and a positive amount', async () => {
    expect(
      await violatedConstraint(
        testDb.db.insert(donations).values({ amountCents: 1800, kind: 'memorial' }),
      ),
    ).toBe('donations_memorial_check');
    expect(await violatedConstraint(testDb.db.insert(donations).values({ amountCents: 0 }))).toBe(
      'donations_amount_check',
    );
    await expect(
      testDb.db
        .insert(donations)
        .values({ amountCents: 1800, kind: 'memorial', inMemoryOf: 'A sample name' }),
    ).resolves.toBeDefined();
  });

  it('keeps one newsletter sign-up per address, whatever its case', async () => {
    await testDb.db.insert(newsletterSignups).values({ email: 'reader@example.org' });
    expect(
      await violatedConstraint(
        testDb.db.insert(newsletterSignups).values({ email: 'Reader@Example.org' }),
      ),
    ).toBe('newsletter_signups_email_idx');
  });

  it('links posts to authors by foreign key', async () => {
    expect(
      await violatedConstraint(
        testDb.db.insert(postAuthors).values({ postId: 999_999, authorId: 999_999 }),
      ),
    ).toMatch(/_fk$/);
    const [author] = await testDb.db.insert(authors).values({ name: 'A', slug: 'a' }).returning();
    expect(author?.image).toBeNull();
  });
});
