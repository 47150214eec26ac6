/**
 * An invented catalogue of any size for the import benchmark: sample authors ("Sample Teacher
 * 12"), series and posts, every learning reference real (from reference-data) and every name
 * clearly a sample. The same sizes give the same file.
 */
import { stringify } from 'csv-stringify/sync';
import {
  bavliMasechtot,
  mishnehTorahBooks,
  parshiot,
  platforms,
  postTopics,
  topics,
} from '@openshiur/reference-data';

export interface CatalogueSize {
  authors: number;
  series: number;
  posts: number;
}

/** The size: 10,000 rows. */
export const BENCH_SIZE: CatalogueSize = { authors: 200, series: 800, posts: 9_000 };

type Row = Record<string, string | number | string[]>;

export interface GeneratedCatalogue {
  authors: Row[];
  series: Row[];
  posts: Row[];
}

const statuses = ['Published', 'Published', 'Published', 'Draft', 'Inactive', 'Scheduled'] as const;
const mediaTypes = ['Audio', 'Video', 'Text'] as const;
const dafim = bavliMasechtot.flatMap((masechta) =>
  Array.from({ length: masechta.lastDaf - masechta.firstDaf + 1 }, (_, index) => ({
    masechta: masechta.name,
    daf: masechta.firstDaf + index,
  })),
);

export function generateCatalogue(size: CatalogueSize = BENCH_SIZE): GeneratedCatalogue {
  const authors = Array.from({ length: size.authors }, (_, index) => ({
    externalId: `author-${index + 1}`,
    name: `Sample Teacher ${index + 1}`,
    bio: `An invented teacher, number ${index + 1}, for the import benchmark.`,
  }));
  const series = Array.from({ length: size.series }, (_, index) => ({
    externalId: `series-${index + 1}`,
    name: `Sample Series ${index + 1}`,
    description: `An invented series for the import benchmark.`,
    topics: [topics[index % topics.length]!],
    platform: platforms[index % platforms.length]!.name,
  }));
  const posts = Array.from({ length: size.posts }, (_, index) => samplePost(index, size));
  return { authors, series, posts };
}

function samplePost(index: number, size: CatalogueSize): Row {
  const status = statuses[index % statuses.length]!;
  const mediaType = mediaTypes[index % mediaTypes.length]!;
  const day = Date.UTC(2020, 0, 1) + index * 3_600_000 * 7;
  const post: Row = {
    externalId: `post-${index + 1}`,
    title: `Sample shiur ${index + 1}`,
    status,
    platform: 'Torah Online',
    mediaType,
    topics: [postTopics[index % postTopics.length]!],
    authors: [
      `author-${(index % size.authors) + 1}`,
      ...(index % 4 === 0 ? [`author-${((index + 7) % size.authors) + 1}`] : []),
    ],
    durationSeconds: 600 + (index % 50) * 60,
    episodeNumber: index + 1,
  };
  if (size.series > 0) post.series = `series-${(index % size.series) + 1}`;
  if (status === 'Published') post.publishedAt = new Date(day).toISOString();
  // Far ahead, so the site's job runner leaves them waiting.
  if (status === 'Scheduled')
    post.scheduledFor = new Date(Date.UTC(2040, 0, 1) + index * 60_000).toISOString();
  if (mediaType === 'Audio') post.audioUrl = `https://media.example.org/sample/${index + 1}.mp3`;
  if (mediaType === 'Video') post.videoUrl = `https://media.example.org/sample/${index + 1}.mp4`;
  if (mediaType === 'Text') post.body = `<p>Invented sample text of shiur ${index + 1}.</p>`;
  const { masechta, daf } = dafim[index % dafim.length]!;
  if (index % 3 === 0) Object.assign(post, { masechta, daf, amud: index % 2 === 0 ? 'a' : 'b' });
  if (index % 3 === 1) post.parsha = parshiot[index % parshiot.length]!.name;
  if (index % 3 === 2) {
    const book = mishnehTorahBooks[index % mishnehTorahBooks.length]!;
    Object.assign(post, { rambamBook: book.book, rambamChapter: (index % book.chapters) + 1 });
  }
  if (index % 10 === 0) post.tags = [`Sample tag ${index % 30}`];
  return post;
}

export function catalogueJson(catalogue: GeneratedCatalogue): string {
  return JSON.stringify(catalogue);
}

/** One CSV file with a type column; lists joined with `|`. */
export function catalogueCsv(catalogue: GeneratedCatalogue): string {
  const typed = [
    ...catalogue.authors.map((row) => ({ type: 'author', ...row })),
    ...catalogue.series.map((row) => ({ type: 'series', ...row })),
    ...catalogue.posts.map((row) => ({ type: 'post', ...row })),
  ];
  const columns = [...new Set(typed.flatMap((row) => Object.keys(row)))];
  const cell = (value: unknown) =>
    Array.isArray(value) ? value.join('|') : value === undefined ? '' : String(value);
  return stringify(
    typed.map((row) => columns.map((column) => cell((row as Record<string, unknown>)[column]))),
    { header: true, columns },
  );
}
