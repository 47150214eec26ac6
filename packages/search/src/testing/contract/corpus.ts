/**
 * The small, fixed content every engine is tested on. Invented sample names only. Each row is here
 * for a rule of the contract: limits, visibility, ranking, variants, typos, Hebrew, filters.
 */
import type { Topic } from '@openshiur/reference-data';
import { schema, type Database } from '@openshiur/db';

const { authors, series, posts, postAuthors } = schema;

const day = (date: string) => new Date(`${date}T12:00:00.000Z`);

export const corpusAuthors = [
  {
    id: 1,
    name: 'Rabbi Sample Avrahamson',
    slug: 'sample-avrahamson',
    image: 'https://images.example.org/avatars/avrahamson.jpg',
  },
  { id: 2, name: 'Rebbetzin Sample Leviberg', slug: 'sample-leviberg', image: 'avatars/leviberg' },
  { id: 3, name: 'Rabbi <em>Sample</em> Cohenfeld', slug: 'sample-cohenfeld', image: null },
  { id: 4, name: 'Rabbi Sample Katzman', slug: 'sample-katzman', image: '' },
  { id: 5, name: 'Rabbi Sample Friedwald', slug: 'sample-friedwald', image: null },
  { id: 6, name: 'Rabbi Sample Goldfarb', slug: 'sample-goldfarb', image: null },
  /** Has only a Draft post: never found. */
  { id: 7, name: 'Rabbi Sample Hiddenstein', slug: 'sample-hiddenstein', image: null },
  { id: 8, name: 'Rabbi Demo Brachfeld', slug: 'demo-brachfeld', image: null },
] as const;

export const corpusSeries = [
  { id: 1, name: 'Daf Yomi Berachos', slug: 'daf-yomi-berachos', topics: ['Gemara'] },
  { id: 2, name: 'Hilchos Shabbos', slug: 'hilchos-shabbos', topics: ['Halacha'] },
  { id: 3, name: 'Sukkah Insights', slug: 'sukkah-insights', topics: ['Halacha', 'Mitzvot'] },
  /** Has no Published post: never found. */
  { id: 4, name: 'Shabbos Draft Series', slug: 'shabbos-draft-series', topics: ['Halacha'] },
  ...Array.from({ length: 9 }, (_, index) => ({
    id: 10 + index,
    name: `Sample Series ${String.fromCharCode(65 + index)}`,
    slug: `sample-series-${index}`,
    topics: ['Parsha'],
  })),
] as const;

type PostSeed = {
  id: number;
  title: string;
  status?: 'Published' | 'Draft' | 'Scheduled' | 'Inactive';
  date: string;
  seriesId?: number;
  authorIds: number[];
  topics?: string[];
  holidays?: string[];
  mediaType?: 'Audio' | 'Video' | 'Text';
  language?: 'English' | 'Hebrew' | 'Yiddish';
  clipLength?: 'Short' | 'Long';
  body?: string;
};

const postSeeds: PostSeed[] = [
  {
    id: 1,
    title: 'Berachos 2a: The Time for Shema',
    date: '2026-01-10',
    seriesId: 1,
    authorIds: [1],
    topics: ['Gemara'],
    clipLength: 'Long',
  },
  {
    id: 2,
    title: 'Berachos 2b: Stars at Nightfall',
    date: '2026-01-11',
    seriesId: 1,
    authorIds: [1],
    topics: ['Gemara'],
    clipLength: 'Long',
  },
  {
    id: 3,
    title: 'Berachos 3a: Three Watches of the Night',
    date: '2026-01-12',
    seriesId: 1,
    authorIds: [1, 2],
    topics: ['Gemara'],
    mediaType: 'Video',
    clipLength: 'Short',
  },
  {
    id: 4,
    title: 'Shabbat Candles and Their Laws',
    date: '2026-02-01',
    seriesId: 2,
    authorIds: [2],
    topics: ['Halacha'],
    mediaType: 'Video',
    clipLength: 'Short',
  },
  {
    id: 5,
    title: 'Cooking on Shabbos: The Basics',
    date: '2026-02-08',
    seriesId: 2,
    authorIds: [2],
    topics: ['Halacha'],
    mediaType: 'Text',
  },
  {
    id: 6,
    title: 'Kesuvos 10: A Sample Sugya',
    date: '2026-02-15',
    authorIds: [3],
    topics: ['Gemara'],
  },
  {
    id: 7,
    title: 'ברכות דף ה: קריאת שמע',
    date: '2026-02-20',
    seriesId: 1,
    authorIds: [3],
    topics: ['Gemara'],
    language: 'Hebrew',
  },
  {
    id: 8,
    title: 'הלכות שבת למעשה',
    date: '2026-02-21',
    seriesId: 2,
    authorIds: [3],
    topics: ['Halacha'],
    language: 'Hebrew',
    mediaType: 'Text',
  },
  {
    id: 9,
    title: 'Building a Succah Step by Step',
    date: '2026-03-01',
    seriesId: 3,
    authorIds: [5],
    topics: ['Halacha'],
    holidays: ['Sukkot'],
    mediaType: 'Video',
  },
  {
    id: 10,
    title: 'The Four Species',
    date: '2026-03-02',
    seriesId: 3,
    authorIds: [5],
    topics: ['Halacha'],
    holidays: ['Sukkot'],
    body: '<p>Why the Succah and the four species belong together.</p>',
  },
  /** Ranking: "Nightfall" is in post 2's title but only in post 11's body; 11 is newer. */
  {
    id: 11,
    title: 'Evening Prayers in Depth',
    date: '2026-03-10',
    authorIds: [6],
    topics: ['Tefillah'],
    body: '<p>From nightfall onwards the evening prayer may be said.</p>',
  },
  {
    id: 12,
    title: 'Yiddish Shmuess on Emunah',
    date: '2026-03-11',
    authorIds: [6],
    topics: ['Machshava'],
    language: 'Yiddish',
  },
  // Never found: not Published.
  {
    id: 13,
    title: 'Berachos Draft Notes',
    status: 'Draft',
    date: '2026-03-12',
    seriesId: 4,
    authorIds: [7],
    topics: ['Gemara'],
  },
  {
    id: 14,
    title: 'Berachos Scheduled Shiur',
    status: 'Scheduled',
    date: '2026-03-13',
    seriesId: 4,
    authorIds: [7],
    topics: ['Gemara'],
  },
  {
    id: 15,
    title: 'Berachos Retired Shiur',
    status: 'Inactive',
    date: '2026-03-14',
    seriesId: 4,
    authorIds: [7],
    topics: ['Gemara'],
  },
  // Ten posts of one pattern, one per day: limits, pagination and "newer first among equals".
  ...Array.from({ length: 10 }, (_, index): PostSeed => ({
    id: 20 + index,
    title: `Sample Lecture ${index + 1}`,
    date: `2026-04-${String(index + 1).padStart(2, '0')}`,
    seriesId: 10 + (index % 9),
    authorIds: [index % 2 === 0 ? 4 : 8],
    topics: ['Parsha'],
    mediaType: index % 3 === 0 ? 'Text' : 'Audio',
    clipLength: index % 2 === 0 ? 'Short' : 'Long',
  })),
];

export const corpusPosts = postSeeds;

/** Ids of posts visitors may find (Published). */
export const publishedPostIds = postSeeds
  .filter((post) => (post.status ?? 'Published') === 'Published')
  .map((post) => String(post.id));

/** Writes the corpus into an empty, migrated database. */
export async function insertCorpus(db: Database): Promise<void> {
  await db.insert(authors).values(corpusAuthors.map((author) => ({ ...author })));
  await db
    .insert(series)
    .values(corpusSeries.map((row) => ({ ...row, topics: [...row.topics] as Topic[] })));
  await db.insert(posts).values(
    postSeeds.map((post) => ({
      id: post.id,
      slug: `contract-post-${post.id}`,
      title: post.title,
      status: post.status ?? 'Published',
      platform: 'Torah Online',
      mediaType: post.mediaType ?? 'Audio',
      language: post.language ?? 'English',
      clipLength: post.clipLength ?? null,
      body: post.body ?? null,
      topics: post.topics ?? [],
      holidays: (post.holidays ?? []) as (typeof schema.posts.$inferInsert)['holidays'],
      seriesId: post.seriesId ?? null,
      publishedAt: day(post.date),
      createdAt: day(post.date),
    })),
  );
  await db
    .insert(postAuthors)
    .values(
      postSeeds.flatMap((post) =>
        post.authorIds.map((authorId, position) => ({ postId: post.id, authorId, position })),
      ),
    );
}
