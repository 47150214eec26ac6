/**
 * The whole demo dataset, built in memory without a database. Pure: the same size always gives
 * the same rows, which is what makes the seed deterministic.
 */
import type { NewPage, NewPostAuthor, NewPostTag, NewShippingOption, NewStoreItem } from '../schema';
import { buildAuthors, type AuthorRow } from './authors';
import { buildSeriesPosts, buildStandalonePost, type PostRow, type PostWithLinks } from './posts';
import { createRandom } from './random';
import {
  allocatePostCounts,
  buildProgrammeSeriesPlans,
  buildSeriesPlans,
  type SeriesRow,
} from './series';
import {
  buildBlogs,
  buildEvents,
  buildPages,
  buildTags,
  buildShippingOptions,
  buildStoreItems,
  type BlogRow,
  type EventRow,
  type TagRow,
} from './site-content';
import { seedCounts, type SeedSize } from './sizes';
import { buildStreams, type StreamRow } from './streams';
import { programmeTracks } from './tracks';

export interface DemoDataset {
  authors: AuthorRow[];
  series: SeriesRow[];
  tags: TagRow[];
  posts: PostRow[];
  postAuthors: NewPostAuthor[];
  postTags: NewPostTag[];
  pages: NewPage[];
  events: EventRow[];
  blogs: BlogRow[];
  storeItems: NewStoreItem[];
  shippingOptions: NewShippingOption[];
  streams: StreamRow[];
}

/** Share of posts that belong to no series (one-off and holiday shiurim). */
const STANDALONE_SHARE = 0.04;

export function buildDemoDataset(size: SeedSize = 'small'): DemoDataset {
  const counts = seedCounts[size];
  // One random stream per part, so changing how one part is built leaves the others as they were.
  const authors = buildAuthors(counts.authors, createRandom(1));
  const tags = buildTags();
  // The programme series come last, with their posts after all others: the rest of the demo is
  // built exactly as it was before they were added.
  const trackSeriesCount = counts.series - programmeTracks.length;
  const trackPostCount = counts.posts - programmeTracks.length * counts.programmeSeriesPosts;
  const standaloneCount = Math.round(trackPostCount * STANDALONE_SHARE);
  const postCounts = allocatePostCounts(
    trackSeriesCount,
    trackPostCount - standaloneCount,
    createRandom(2),
  );
  const plans = buildSeriesPlans(postCounts, authors, createRandom(3));
  const programmePlans = buildProgrammeSeriesPlans(
    trackSeriesCount + 1,
    counts.programmeSeriesPosts,
    authors,
    createRandom(7),
  );

  const context = {
    random: createRandom(4),
    authorCount: authors.length,
    tagIds: tags.map((tag) => tag.id),
  };
  const generated: PostWithLinks[] = [];
  for (const plan of plans)
    generated.push(...buildSeriesPosts(plan, generated.length + 1, context));
  while (generated.length < trackPostCount)
    generated.push(buildStandalonePost(generated.length + 1, context));
  const programmeContext = { ...context, random: createRandom(8) };
  for (const plan of programmePlans)
    generated.push(...buildSeriesPosts(plan, generated.length + 1, programmeContext));

  return {
    authors,
    series: [...plans, ...programmePlans].map((plan) => plan.row),
    tags,
    posts: generated.map((entry) => entry.post),
    postAuthors: generated.flatMap((entry) => entry.authors),
    postTags: generated.flatMap((entry) => entry.tags),
    pages: buildPages(),
    events: buildEvents(counts.events, createRandom(5)),
    blogs: buildBlogs(counts.blogs, authors.length, createRandom(6)),
    storeItems: buildStoreItems(),
    shippingOptions: buildShippingOptions(),
    streams: buildStreams(),
  };
}
