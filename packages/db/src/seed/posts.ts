import {
  hebrewMasechtaNames,
  holidays,
  type Holiday,
  type Language,
  type MediaType,
  type PostStatus,
} from '@openshiur/reference-data';
import type { NewPost, NewPostAuthor, NewPostTag } from '../schema';
import type { Random } from './random';
import {
  amudSequence,
  dafSequence,
  kitzurSequence,
  mishnaSequence,
  mitzvahSequence,
  nachSequence,
  parshaSequence,
  rambamSequence,
  walk,
} from './references';
import type { SeriesPlan } from './series';
import { daysFromReference } from './sizes';
import { paragraphs, slugify } from './text';
import { platformName, seriesTrackCycle, type Track } from './tracks';
import { bodySentences, themes } from './vocabulary';

export type PostRow = NewPost & { id: number };

export interface PostWithLinks {
  post: PostRow;
  authors: NewPostAuthor[];
  tags: NewPostTag[];
}

/** What the post generators share: the random stream and the ids they may link to. */
export interface PostContext {
  random: Random;
  authorCount: number;
  tagIds: readonly number[];
}

type LearningReference = Pick<
  NewPost,
  | 'masechta'
  | 'daf'
  | 'amud'
  | 'mishnaMasechta'
  | 'perek'
  | 'mishnah'
  | 'parsha'
  | 'nachBook'
  | 'nachChapter'
  | 'episodeNumber'
  | 'rambamBook'
  | 'rambamChapter'
  | 'kitzurSiman'
  | 'mitzvah'
>;

/** A post before status, media, body and links are decided. */
interface PostOutline {
  id: number;
  title: string;
  track: Track;
  seriesId: number | null;
  authorId: number;
  language: Language;
  /** Publication day, relative to the reference date (negative: before it). */
  day: number;
  reference: LearningReference;
  holidays: Holiday[];
}

/** The posts of one series, in episode order, one every `cadenceDays`. */
export function buildSeriesPosts(
  plan: SeriesPlan,
  firstId: number,
  context: PostContext,
): PostWithLinks[] {
  return Array.from({ length: plan.postCount }, (_, step) => {
    const episode = describeEpisode(plan, step, context.random);
    const { reference } = episode;
    const title = plan.language === 'Hebrew' ? (hebrewTitle(reference) ?? episode.title) : episode.title;
    return completePost(
      {
        id: firstId + step,
        title,
        track: plan.track,
        seriesId: plan.row.id,
        authorId: plan.authorId,
        language: plan.language,
        day: plan.firstDay + step * plan.track.cadenceDays,
        reference: { ...reference, episodeNumber: step + 1 },
        holidays: context.random.chance(0.05) ? [context.random.pick(holidays)] : [],
      },
      context,
    );
  });
}

/** One-off shiurim take the shape of a series kind whose posts point at no text (no daf, no parsha). */
const standaloneTracks = seriesTrackCycle.filter((track) => track.reference === 'episode');

/** A one-off shiur outside any series; many are holiday talks. */
export function buildStandalonePost(id: number, context: PostContext): PostWithLinks {
  const { random } = context;
  const track = random.pick(standaloneTracks);
  const holiday = random.chance(0.4) ? random.pick(holidays) : null;
  const theme = random.pick(themes);
  return completePost(
    {
      id,
      title: holiday ? `${holiday}: ${theme}` : theme,
      track,
      seriesId: null,
      authorId: random.int(1, context.authorCount),
      language: 'English',
      day: -random.int(1, 900),
      reference: {},
      holidays: holiday ? [holiday] : [],
    },
    context,
  );
}

/**
 * Hebrew-language shiurim on a daf are titled in Hebrew ("ברכות דף ה"), as such sites title them,
 * so the demo has Hebrew text to search. The daf is written as a number: it reads either way.
 */
function hebrewTitle(reference: LearningReference): string | undefined {
  if (!reference.masechta || reference.daf == null) return undefined;
  const name = hebrewMasechtaNames[reference.masechta as keyof typeof hebrewMasechtaNames];
  return name ? `${name} דף ${reference.daf}${reference.amud ? (reference.amud === 'a' ? ' ע״א' : ' ע״ב') : ''}` : undefined;
}

function describeEpisode(
  plan: SeriesPlan,
  step: number,
  random: Random,
): { title: string; reference: LearningReference } {
  const at = plan.referenceStart;
  switch (plan.track.reference) {
    case 'daf': {
      const { masechta, daf } = walk(dafSequence, at, step);
      // Iyun series take one sugya a week and name it; Daf Yomi titles are just the daf.
      const title =
        plan.track.orderOption === 'daf'
          ? `${masechta} ${daf}`
          : `${masechta} ${daf}: ${random.pick(themes)}`;
      return { title, reference: { masechta, daf } };
    }
    case 'amud': {
      const { masechta, daf, amud } = walk(amudSequence, at, step);
      return { title: `${masechta} ${daf}${amud}`, reference: { masechta, daf, amud } };
    }
    case 'mishna': {
      const { masechta, perek, mishnah } = walk(mishnaSequence, at, step);
      return {
        title: `Mishna ${masechta} ${perek}:${mishnah}`,
        reference: { mishnaMasechta: masechta, perek, mishnah },
      };
    }
    case 'nach': {
      const { book, chapter } = walk(nachSequence, at, step);
      return { title: `${book} ${chapter}`, reference: { nachBook: book, nachChapter: chapter } };
    }
    case 'parsha': {
      const parsha = walk(parshaSequence, at, step);
      return { title: `Parshas ${parsha}: ${random.pick(themes)}`, reference: { parsha } };
    }
    case 'rambam': {
      const { book, chapter } = walk(rambamSequence, at, step);
      return { title: `Rambam: ${book} ${chapter}`, reference: { rambamBook: book, rambamChapter: chapter } };
    }
    case 'kitzur': {
      const siman = walk(kitzurSequence, at, step);
      return { title: `Kitzur Shulchan Aruch, Siman ${siman}`, reference: { kitzurSiman: siman } };
    }
    case 'mitzvah': {
      const { mitzvah } = walk(mitzvahSequence, at, step);
      return { title: `Mitzvah ${mitzvah}: ${random.pick(themes)}`, reference: { mitzvah } };
    }
    case 'episode': {
      const prefix = plan.row.name.split(' with ')[0];
      return { title: `${prefix} ${step + 1}: ${random.pick(themes)}`, reference: {} };
    }
  }
}

/** Typical recording lengths in seconds, by what a post covers. */
const durationRange: Readonly<Record<Track['reference'], readonly [number, number]>> = {
  daf: [1_800, 3_600],
  amud: [900, 1_800],
  mishna: [300, 900],
  nach: [600, 1_500],
  parsha: [600, 2_700],
  episode: [240, 2_400],
  rambam: [600, 1_500],
  kitzur: [300, 900],
  mitzvah: [240, 600],
};

/** Recordings shorter than this are "Short" clips. */
const SHORT_CLIP_SECONDS = 900;

function completePost(outline: PostOutline, context: PostContext): PostWithLinks {
  const { random } = context;
  const { id, track } = outline;
  const status = pickStatus(random);
  const mediaType = pickMediaType(random);
  const published = daysFromReference(outline.day, random.int(6, 20));
  const createdAt = new Date(published.getTime() - random.int(1, 48) * 3_600_000);
  const durationSeconds =
    mediaType === 'Text' ? null : random.int(...durationRange[track.reference]);
  const sentences = random.sample(bodySentences, mediaType === 'Text' ? 6 : 2);
  const topics = [
    ...track.topics,
    ...(track.extraPostTopics && random.chance(0.2) ? [random.pick(track.extraPostTopics)] : []),
  ];
  const post: PostRow = {
    id,
    slug: `${slugify(outline.title)}-${id}`,
    title: outline.title,
    status,
    platform: platformName(track),
    postType: track.postType,
    mediaType,
    language: outline.language,
    clipLength:
      durationSeconds === null ? null : durationSeconds < SHORT_CLIP_SECONDS ? 'Short' : 'Long',
    durationSeconds,
    // Same-site sample media that really plays (apps/web/public/media, made by the web app's
    // scripts/generate-sample-media.mjs): one 90-second recording shared by every demo shiur.
    audioUrl: mediaType === 'Text' ? null : '/media/sample-shiur.wav',
    videoUrl: mediaType === 'Video' ? '/media/sample-shiur.webm' : null,
    thumbnail: mediaType === 'Video' ? '/media/sample-shiur-poster.jpg' : null,
    body: paragraphs(['Sample shiur for the demo site.', ...sentences]),
    excerpt: sentences[0] ?? null,
    topics,
    holidays: outline.holidays,
    seriesId: outline.seriesId,
    // Published and Inactive posts went live; Draft and Scheduled ones have not yet.
    publishedAt: status === 'Published' || status === 'Inactive' ? published : null,
    scheduledFor:
      status === 'Scheduled' ? daysFromReference(random.int(1, 60), random.int(6, 20)) : null,
    createdAt,
    updatedAt: createdAt,
    ...outline.reference,
  };
  return { post, authors: creditAuthors(outline, context), tags: pickTags(id, context) };
}

function pickStatus(random: Random): PostStatus {
  const roll = random.next();
  return roll < 0.9 ? 'Published' : roll < 0.94 ? 'Draft' : roll < 0.97 ? 'Inactive' : 'Scheduled';
}

function pickMediaType(random: Random): MediaType {
  const roll = random.next();
  return roll < 0.6 ? 'Audio' : roll < 0.85 ? 'Video' : 'Text';
}

/** The series' teacher first; now and then a second teacher joins. */
function creditAuthors(
  outline: PostOutline,
  { random, authorCount }: PostContext,
): NewPostAuthor[] {
  const credits: NewPostAuthor[] = [
    { postId: outline.id, authorId: outline.authorId, position: 0 },
  ];
  if (authorCount > 1 && random.chance(0.06)) {
    const guest = ((outline.authorId + random.int(0, authorCount - 2)) % authorCount) + 1;
    credits.push({ postId: outline.id, authorId: guest, position: 1 });
  }
  return credits;
}

function pickTags(postId: number, { random, tagIds }: PostContext): NewPostTag[] {
  return random.sample(tagIds, random.int(0, 3)).map((tagId) => ({ postId, tagId }));
}
