import { languages, type Language } from '@openshiur/reference-data';
import type { NewSeries } from '../schema';
import type { AuthorRow } from './authors';
import type { Random } from './random';
import {
  amudSequence,
  dafSequence,
  mishnaSequence,
  mitzvahSequence,
  nachSequence,
  rambamPositionOn,
  startOfMasechta,
  type DafReference,
} from './references';
import { daysFromReference, SEED_REFERENCE_DATE } from './sizes';
import { createSlugRegistry, stripMarkup } from './text';
import { platformName, programmeTracks, seriesTrackCycle, type Track } from './tracks';

const referenceDayNumber = SEED_REFERENCE_DATE.getTime() / 86_400_000;

export type SeriesRow = NewSeries & { id: number };

/** A series together with what its posts need: the track, the teacher and the plan of episodes. */
export interface SeriesPlan {
  row: SeriesRow;
  track: Track;
  authorId: number;
  language: Language;
  /** Index in the track's reference sequence of the first post. */
  referenceStart: number;
  postCount: number;
  /** Day (relative to the reference date) of the first post. */
  firstDay: number;
}

/**
 * Daf series start at these masechtot in turn. Several series on one masechta, by different
 * teachers, give some dapim more than one shiur, as a daf page must show.
 */
const dafStarts = ['Berachos', 'Shabbos', 'Pesachim', 'Bava Metzia'] as const;
const amudStarts = ['Succah', 'Megilah'] as const;
const iyunStarts = ['Bava Kama', 'Kesuvos', 'Berachos', 'Sanhedrin'] as const;

/** Where each masechta of the Mishnah, and each book of Nach, begins in its sequence. */
const mishnaMasechtaStarts = mishnaSequence.flatMap((reference, index) =>
  reference.perek === 1 && reference.mishnah === 1 ? [index] : [],
);
const nachBookStarts = nachSequence.flatMap((reference, index) =>
  reference.chapter === 1 ? [index] : [],
);

export function buildSeriesPlans(
  postCounts: readonly number[],
  authors: readonly AuthorRow[],
  random: Random,
): SeriesPlan[] {
  const slugFor = createSlugRegistry();
  /** How many series of each track came before: spreads starting points within a track. */
  const seenPerTrack = new Map<string, number>();
  return postCounts.map((postCount, index) => {
    const track = seriesTrackCycle[index % seriesTrackCycle.length] as Track;
    const ordinal = seenPerTrack.get(track.id) ?? 0;
    seenPerTrack.set(track.id, ordinal + 1);
    // Round robin over authors: every author teaches, and neighbouring series have different teachers.
    const author = authors[index % authors.length] as AuthorRow;
    const firstDay = -postCount * track.cadenceDays - random.int(1, 30);
    return planSeries({
      id: index + 1,
      track,
      ordinal,
      author,
      postCount,
      firstDay,
      slugFor,
      language: pickLanguage(random),
    });
  });
}

/**
 * One series per programme track (Rambam Yomi, Kitzur Yomi, Sefer HaMitzvos), numbered after the
 * other series, `postCount` posts each, all in English. Their own random stream keeps the other
 * series as they were.
 */
export function buildProgrammeSeriesPlans(
  firstId: number,
  postCount: number,
  authors: readonly AuthorRow[],
  random: Random,
): SeriesPlan[] {
  const slugFor = createSlugRegistry();
  return programmeTracks.map((track, index) => {
    const id = firstId + index;
    const author = authors[(id - 1) % authors.length] as AuthorRow;
    const firstDay = -postCount * track.cadenceDays - random.int(1, 10);
    return planSeries({
      id,
      track,
      ordinal: 0,
      author,
      postCount,
      firstDay,
      slugFor,
      language: languages[0],
    });
  });
}

function planSeries(plan: {
  id: number;
  track: Track;
  ordinal: number;
  author: AuthorRow;
  postCount: number;
  firstDay: number;
  language: Language;
  slugFor: (text: string) => string;
}): SeriesPlan {
  const { id, track, ordinal, author, firstDay } = plan;
  const name = `${track.namePrefixes[ordinal % track.namePrefixes.length]} with ${stripMarkup(author.name)}`;
  return {
    row: {
      id,
      name,
      slug: plan.slugFor(name),
      description: `Sample series for the demo site: ${track.topics.join(' and ')} with an invented teacher.`,
      topics: [...track.topics],
      orderOption: track.orderOption,
      platform: platformName(track),
      image: `/media/sample-series-${id}.jpg`,
      createdAt: daysFromReference(firstDay - 7),
      updatedAt: daysFromReference(firstDay - 7),
    },
    track,
    authorId: author.id as number,
    language: plan.language,
    referenceStart: referenceStart(track, ordinal, firstDay),
    postCount: plan.postCount,
    firstDay,
  };
}

/** Most series are in English, some in Hebrew and a few in Yiddish. */
function pickLanguage(random: Random): Language {
  const roll = random.next();
  return roll < 0.85 ? languages[0] : roll < 0.95 ? languages[2] : languages[1];
}

/** Index, in the track's reference sequence, of the series' first post (published on `firstDay`). */
function referenceStart(track: Track, ordinal: number, firstDay: number): number {
  const startAt = (sequence: readonly DafReference[], names: readonly string[]) =>
    startOfMasechta(sequence, names[ordinal % names.length] as string);
  switch (track.reference) {
    case 'daf':
      return startAt(dafSequence, track.orderOption === 'daf' ? dafStarts : iyunStarts);
    case 'amud':
      return startAt(amudSequence, amudStarts);
    case 'mishna':
      return mishnaMasechtaStarts[(ordinal * 7) % mishnaMasechtaStarts.length] ?? 0;
    case 'nach':
      return nachBookStarts[(ordinal * 5) % nachBookStarts.length] ?? 0;
    case 'rambam':
      // Daily Rambam series learn the chapter of the day of each post, as the real cycle does.
      return rambamPositionOn(referenceDayNumber + firstDay);
    case 'mitzvah': {
      // The first day of the mitzvot cycle on or after the series' first day.
      const first = daysFromReference(firstDay).toISOString().slice(0, 10);
      return Math.max(
        0,
        mitzvahSequence.findIndex((day) => day.date >= first),
      );
    }
    case 'kitzur':
    case 'parsha':
    case 'episode':
      return 0;
  }
}

/**
 * Shares `total` posts among `seriesCount` series: daily series get about twice as many as weekly
 * ones. The first Tefillah series is left empty, so lists that hide empty series have one to hide.
 */
export function allocatePostCounts(seriesCount: number, total: number, random: Random): number[] {
  const firstTefillah = seriesTrackCycle.findIndex((track) => track.topics.includes('Tefillah'));
  const weights = Array.from({ length: seriesCount }, (_, index) => {
    if (index === firstTefillah) return 0;
    const track = seriesTrackCycle[index % seriesTrackCycle.length] as Track;
    return (track.cadenceDays === 1 ? 2 : 1) * (0.6 + 0.8 * random.next());
  });
  return apportion(weights, total);
}

/** Largest-remainder apportionment: integer shares proportional to `weights` that sum to `total`. */
function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const shares = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let missing = total - shares.reduce((a, b) => a + b, 0);
  for (const { index } of byRemainder) {
    if (missing-- <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
  }
  return shares;
}
