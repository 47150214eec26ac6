import { z } from 'zod';
import {
  holidays,
  languages,
  mediaTypes,
  platforms,
  postTopics,
  resolveMasechta,
  type Holiday,
  type Language,
  type MediaType,
  type PostStatus,
} from '@openshiur/reference-data';
import { invalidFields, type FieldError } from '../errors';
import { checkOtherReferences, type OtherReferences } from './learning-references';
import { blankToNull, fieldErrorsOf, firstPerField, mediaAddress, recordId as id } from './fields';
import { sanitizeBody } from '../sanitize';

/**
 * The studio's post input, checked at the GraphQL boundary: every problem is reported with the
 * field it belongs to (BAD_USER_INPUT, extensions.fieldErrors), so the form can show each one
 * beside its field. What passes is what the database will accept.
 */
export interface PostWrite extends OtherReferences {
  title: string;
  status: PostStatus;
  platform: string;
  mediaType: MediaType;
  language: Language;
  body: string | null;
  audioUrl: string | null;
  videoUrl: string | null;
  documentUrl: string | null;
  durationSeconds: number | null;
  seriesId: number | null;
  authorIds: number[];
  topics: string[];
  masechta: string | null;
  daf: number | null;
  amud: 'a' | 'b' | null;
  /** When a Scheduled post goes live; null in every other status. */
  scheduledFor: Date | null;
  /** Holiday pages the post is listed on. */
  holidays: Holiday[];
  /** The post's place in its series (series ordered by episode number); null for none. */
  episodeNumber: number | null;
}

export const EDITABLE_STATUSES = ['Draft', 'Scheduled', 'Published', 'Inactive'] as const satisfies readonly PostStatus[];
/**
 * How far in the past a publish time may be when a post is scheduled: the form's minute has no
 * seconds, so "this minute" is accepted (the job runner publishes it at once) but not yesterday.
 */
export const SCHEDULE_GRACE_MS = 2 * 60_000;
const MAX_BODY_LENGTH = 200_000;
export const MAX_AUTHORS = 10;
/** 30 days: longer than any recording, short enough to catch a length typed in milliseconds. */
const MAX_DURATION_SECONDS = 30 * 24 * 3600;

const inputSchema = z.object({
  title: z.string().trim().min(1, 'Give the post a title').max(300, 'At most 300 characters'),
  status: z.enum(EDITABLE_STATUSES, { error: 'Draft, Scheduled, Published or Inactive' }),
  platform: z.enum(platforms.map((platform) => platform.name) as [string, ...string[]], { error: 'Choose one of the platforms' }),
  mediaType: z.enum(mediaTypes, { error: 'Audio, Video or Text' }),
  language: z.enum(languages, { error: 'English, Yiddish or Hebrew' }),
  body: z.preprocess(blankToNull, z.string().max(MAX_BODY_LENGTH, 'At most 200,000 characters').nullable().optional()),
  audioUrl: mediaAddress,
  videoUrl: mediaAddress,
  documentUrl: mediaAddress,
  durationSeconds: z
    .number()
    .int('A whole number of seconds')
    .min(0, 'Not below 0')
    .max(MAX_DURATION_SECONDS, 'At most 30 days')
    .nullable()
    .optional(),
  seriesId: z.preprocess(blankToNull, id.nullable().optional()),
  authorIds: z.array(id).max(MAX_AUTHORS, `At most ${MAX_AUTHORS} authors`).nullable().optional(),
  topics: z
    .array(z.string().refine((topic) => postTopics.includes(topic), 'Not a topic of the site'))
    .nullable()
    .optional(),
  masechta: z.preprocess(blankToNull, z.string().max(60).nullable().optional()),
  daf: z.number().int('A whole number').nullable().optional(),
  amud: z.preprocess(blankToNull, z.enum(['a', 'b'], { error: 'a or b' }).nullable().optional()),
  scheduledFor: z.date({ error: 'Not a date and time' }).nullable().optional(),
  // The other learning references: checked against reference-data by checkOtherReferences.
  yerushalmiMasechta: z.preprocess(blankToNull, z.string().max(60).nullable().optional()),
  yerushalmiDaf: z.number().int('A whole number').nullable().optional(),
  mishnaMasechta: z.preprocess(blankToNull, z.string().max(60).nullable().optional()),
  perek: z.number().int('A whole number').nullable().optional(),
  mishnah: z.number().int('A whole number').nullable().optional(),
  parsha: z.preprocess(blankToNull, z.string().max(60).nullable().optional()),
  nachBook: z.preprocess(blankToNull, z.string().max(60).nullable().optional()),
  nachChapter: z.number().int('A whole number').nullable().optional(),
  rambamBook: z.preprocess(blankToNull, z.string().max(80).nullable().optional()),
  rambamChapter: z.number().int('A whole number').nullable().optional(),
  kitzurSiman: z.number().int('A whole number').nullable().optional(),
  mitzvah: z.number().int('A whole number').nullable().optional(),
  holidays: z.array(z.enum(holidays, { error: 'Not a holiday of the site' })).nullable().optional(),
  episodeNumber: z.number().int('A whole number').min(0, 'Not below 0').max(1_000_000, 'At most 1,000,000').nullable().optional(),
});

/** The form's field rules, for other writers of posts (the catalogue import) to check the same way. */
export const postInputFields = inputSchema.shape;

const referenceSchema = inputSchema.pick({ masechta: true, daf: true, amud: true });

/**
 * The learning reference against the reference tables (a daf must exist in its masechta), checked
 * even when other fields failed, so the form shows every problem at once. Its canonical masechta.
 */
export function checkReference(input: unknown, errors: FieldError[]): string | null {
  const parsed = referenceSchema.safeParse(input);
  if (!parsed.success) return null; // its own fields' problems are reported with the others
  const { masechta: spelling, daf, amud } = parsed.data;
  let masechta: string | null = null;
  if (spelling) {
    const found = resolveMasechta(spelling);
    if (!found) errors.push({ field: 'masechta', message: 'Not a masechta of the Bavli' });
    else {
      masechta = found.name;
      if (daf != null && (daf < found.firstDaf || daf > found.lastDaf)) {
        errors.push({ field: 'daf', message: `${found.name} has dafim ${found.firstDaf} to ${found.lastDaf}` });
      }
    }
  } else if (daf != null) errors.push({ field: 'daf', message: 'Choose the masechta first' });
  if (amud && daf == null) errors.push({ field: 'amud', message: 'Give the daf first' });
  return masechta;
}

/** Checks and normalises the input; throws one BAD_USER_INPUT listing every field's problem. */
export function parsePostInput(input: unknown, now = new Date()): PostWrite {
  const parsed = inputSchema.safeParse(input);
  const errors: FieldError[] = parsed.success ? [] : fieldErrorsOf(parsed.error);
  const masechta = checkReference(input, errors);
  const others = checkOtherReferences(parsed.success ? parsed.data : {}, errors);
  if (parsed.success) checkSchedule(parsed.data, errors, now);
  if (!parsed.success || errors.length > 0) throw invalidFields(firstPerField(errors));
  const value = parsed.data;

  const body = value.body ? sanitizeBody(value.body) : null;
  return {
    title: value.title,
    status: value.status,
    platform: value.platform,
    mediaType: value.mediaType,
    language: value.language,
    body: body || null,
    audioUrl: value.audioUrl ?? null,
    videoUrl: value.videoUrl ?? null,
    documentUrl: value.documentUrl ?? null,
    durationSeconds: value.durationSeconds ?? null,
    seriesId: value.seriesId ?? null,
    authorIds: [...new Set(value.authorIds ?? [])],
    topics: [...new Set(value.topics ?? [])],
    masechta,
    daf: masechta ? (value.daf ?? null) : null,
    amud: masechta && value.daf != null ? (value.amud ?? null) : null,
    scheduledFor: value.status === 'Scheduled' ? (value.scheduledFor ?? null) : null,
    ...others,
    holidays: [...new Set(value.holidays ?? [])],
    episodeNumber: value.episodeNumber ?? null,
  };
}

/** A Scheduled post needs a publish time that has not passed. */
function checkSchedule(value: { status: PostStatus; scheduledFor?: Date | null | undefined }, errors: FieldError[], now: Date): void {
  if (value.status !== 'Scheduled') return;
  if (!value.scheduledFor) errors.push({ field: 'scheduledFor', message: 'Give the time to publish it' });
  else if (value.scheduledFor.getTime() < now.getTime() - SCHEDULE_GRACE_MS) {
    errors.push({ field: 'scheduledFor', message: 'That time has passed: choose a later one, or publish now' });
  }
}
