/**
 * Kinds of series the demo site carries. A track fixes everything a series of that kind shares:
 * its topics, platform, ordering, post type, what each post refers to, and how often it publishes.
 */
import {
  platforms,
  type OrderOption,
  type PlatformId,
  type Topic,
} from '@openshiur/reference-data';

/** What each post of a series points at, in order. */
export type ReferenceKind =
  'daf' | 'amud' | 'parsha' | 'nach' | 'mishna' | 'episode' | 'rambam' | 'kitzur' | 'mitzvah';

export interface Track {
  id: string;
  topics: readonly Topic[];
  /** Extra post topics some platforms offer (reference-data `extraTopicsByPlatform`). */
  extraPostTopics?: readonly string[];
  platform: PlatformId;
  orderOption: OrderOption;
  postType: string | null;
  reference: ReferenceKind;
  /** Days between two posts of a series. */
  cadenceDays: number;
  /** Series names are `${prefix} ${with teacher}`; the seed makes them unique. */
  namePrefixes: readonly string[];
}

const track = (definition: Track): Track => definition;

export const tracks = {
  dafYomi: track({
    id: 'daf-yomi',
    topics: ['Gemara'],
    extraPostTopics: ['History'],
    platform: 'daf',
    orderOption: 'daf',
    postType: 'Daf Yomi Shiurim',
    reference: 'daf',
    cadenceDays: 1,
    namePrefixes: [
      'Daf Yomi',
      'Daf Yomi in Depth',
      'Daf Yomi Express',
      'The Daily Daf',
      'Daf Yomi Review',
    ],
  }),
  amudYomi: track({
    id: 'amud-yomi',
    topics: ['Gemara'],
    platform: 'daf',
    orderOption: 'daf',
    postType: 'Daf Yomi Shiurim',
    reference: 'amud',
    cadenceDays: 1,
    namePrefixes: ['Amud Yomi', 'Amud a Day'],
  }),
  gemaraIyun: track({
    id: 'gemara-iyun',
    topics: ['Gemara'],
    extraPostTopics: ['Lomdus'],
    platform: 'daf',
    orderOption: 'episode_number',
    postType: 'Supplemental Clips',
    reference: 'daf',
    cadenceDays: 7,
    namePrefixes: ['Gemara Iyun', 'Sugya Spotlight', 'Lomdus for Everyone'],
  }),
  parsha: track({
    id: 'parsha',
    topics: ['Parsha'],
    platform: 'parsha',
    orderOption: 'parsha',
    postType: 'Parsha Shiurim',
    reference: 'parsha',
    cadenceDays: 7,
    namePrefixes: ['Parsha Insights', 'The Weekly Parsha', 'Parsha and Meforshim'],
  }),
  womensParsha: track({
    id: 'womens-parsha',
    topics: ['Parsha', 'Machshava'],
    platform: 'women',
    orderOption: 'parsha',
    postType: null,
    reference: 'parsha',
    cadenceDays: 7,
    namePrefixes: ['Parsha for Women', 'Lessons From the Parsha'],
  }),
  nachYomi: track({
    id: 'nach-yomi',
    topics: ['Nach'],
    platform: 'parsha',
    orderOption: 'nach',
    postType: 'Nach Yomi',
    reference: 'nach',
    cadenceDays: 1,
    namePrefixes: ['Nach Yomi', 'Through Nach', 'Prophets and Writings'],
  }),
  mishna: track({
    id: 'mishna',
    topics: ['Mishna'],
    platform: 'mishna',
    orderOption: 'mishna',
    postType: 'Shiurim',
    reference: 'mishna',
    cadenceDays: 1,
    namePrefixes: ['Mishna Yomis', 'Mishnayos Explained', 'Two Mishnayos a Day'],
  }),
  halacha: track({
    id: 'halacha',
    topics: ['Halacha'],
    platform: 'halacha',
    orderOption: 'mishnah_brurah',
    postType: 'Shiurim',
    reference: 'episode',
    cadenceDays: 1,
    namePrefixes: ['Halacha Yomis', 'Mishnah Brurah Daily', 'Practical Halacha'],
  }),
  kashrut: track({
    id: 'kashrut',
    topics: ['Kashrut', 'Halacha'],
    platform: 'halacha',
    orderOption: 'hashoneh_halachos',
    postType: 'Supplemental Clips',
    reference: 'episode',
    cadenceDays: 7,
    namePrefixes: ['Kashrus in the Kitchen', 'Kosher Questions'],
  }),
  mitzvot: track({
    id: 'mitzvot',
    topics: ['Mitzvot'],
    platform: 'torah',
    orderOption: 'mitzvot',
    postType: null,
    reference: 'episode',
    cadenceDays: 1,
    namePrefixes: ['A Mitzvah a Day', 'The 613 Mitzvos'],
  }),
  machshava: track({
    id: 'machshava',
    topics: ['Machshava'],
    platform: 'torah',
    orderOption: 'episode_number',
    postType: null,
    reference: 'episode',
    cadenceDays: 7,
    namePrefixes: ['Foundations of Emunah', 'Jewish Thought', 'Paths of the Righteous'],
  }),
  tefillah: track({
    id: 'tefillah',
    topics: ['Tefillah'],
    platform: 'women',
    orderOption: 'episode_number',
    postType: null,
    reference: 'episode',
    cadenceDays: 7,
    namePrefixes: ['Understanding Tefillah', 'The Siddur Explained'],
  }),
} as const;

/**
 * Series that follow the daily-study programmes with their own learning references (Mishneh
 * Torah chapter, Kitzur siman, mitzvah of the daily cycle). They are added after the series of
 * `seriesTrackCycle`, one each, so adding them left every earlier row of the demo as it was.
 */
export const programmeTracks: readonly Track[] = [
  track({
    id: 'rambam-yomi',
    topics: ['Halacha'],
    platform: 'halacha',
    orderOption: 'episode_number',
    postType: 'Shiurim',
    reference: 'rambam',
    cadenceDays: 1,
    namePrefixes: ['Rambam Yomi'],
  }),
  track({
    id: 'kitzur-yomi',
    topics: ['Halacha'],
    platform: 'halacha',
    orderOption: 'episode_number',
    postType: 'Shiurim',
    reference: 'kitzur',
    cadenceDays: 1,
    namePrefixes: ['Kitzur Shulchan Aruch Yomi'],
  }),
  track({
    id: 'sefer-hamitzvos',
    topics: ['Mitzvot'],
    platform: 'torah',
    orderOption: 'mitzvot',
    postType: null,
    reference: 'mitzvah',
    cadenceDays: 1,
    namePrefixes: ['Sefer HaMitzvos Daily'],
  }),
];

/**
 * One cycle of 45 series: the track of series n is `seriesTrackCycle[n % 45]`. Gemara has 14
 * series per cycle, so the menu's split into columns above 12 series is exercised; every topic has
 * at least three. Tracks are interleaved so series ids mix topics like a real catalogue.
 */
const trackCounts: ReadonlyArray<readonly [Track, number]> = [
  [tracks.dafYomi, 8],
  [tracks.amudYomi, 2],
  [tracks.gemaraIyun, 4],
  [tracks.parsha, 4],
  [tracks.womensParsha, 2],
  [tracks.nachYomi, 4],
  [tracks.mishna, 4],
  [tracks.halacha, 5],
  [tracks.kashrut, 3],
  [tracks.mitzvot, 3],
  [tracks.machshava, 3],
  [tracks.tefillah, 3],
];

function interleave(counts: ReadonlyArray<readonly [Track, number]>): Track[] {
  const remaining = counts.map(([kind, count]) => ({ kind, count }));
  const cycle: Track[] = [];
  while (remaining.some((entry) => entry.count > 0)) {
    for (const entry of remaining) {
      if (entry.count > 0) {
        cycle.push(entry.kind);
        entry.count--;
      }
    }
  }
  return cycle;
}

export const seriesTrackCycle: readonly Track[] = interleave(trackCounts);

/** The name stored on posts and series: the sister platform's own name. */
export function platformName(track: Track): string {
  const platform = platforms.find((candidate) => candidate.id === track.platform);
  if (!platform) throw new Error(`Unknown platform ${track.platform}`);
  return platform.name;
}
