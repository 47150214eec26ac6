/**
 * A post record checked with the studio form's own rules (title, platform, media type, language,
 * body sanitized, media addresses, topics, the Daf Yomi reference: ../server/args/post-input.ts),
 * plus what only an import gives: any status (Scheduled with its time), the published time, post
 * type, the other learning references, holidays, tags, and series and authors by external id.
 */
import { z } from 'zod';
import {
  clipLengths,
  holidays,
  platforms,
  postStatuses,
  postTypesByPlatform,
  type ClipLength,
  type Holiday,
  type Language,
  type MediaType,
  type PostStatus,
  slugify,
} from '@openshiur/reference-data';
import { checkReference, MAX_AUTHORS, postInputFields } from '../server/args/post-input';
import type { FieldError } from '../server/errors';
import { sanitizeBody } from '../server/sanitize';
import {
  externalIdField,
  fieldErrors,
  imageField,
  optionalText,
  type Checked,
} from './common-fields';
import type { SourceRecord } from './fields';
import { checkOtherReferences, type OtherReferences } from '../server/args/learning-references';

/** The post's own columns as the import writes them (its series, credits, tags and times aside). */
export interface PostColumns extends OtherReferences {
  title: string;
  status: PostStatus;
  platform: string;
  postType: string | null;
  mediaType: MediaType;
  language: Language;
  clipLength: ClipLength | null;
  durationSeconds: number | null;
  audioUrl: string | null;
  videoUrl: string | null;
  documentUrl: string | null;
  thumbnail: string | null;
  body: string | null;
  excerpt: string | null;
  topics: string[];
  holidays: Holiday[];
  scheduledFor: Date | null;
  masechta: string | null;
  daf: number | null;
  amud: 'a' | 'b' | null;
  episodeNumber: number | null;
}

export interface PostImport {
  externalId: string;
  columns: PostColumns;
  /** As the file gives it; when missing, the stored one is kept (or set when first published). */
  publishedAt: Date | null;
  seriesRef: string | null;
  /** External ids of the authors, in credit order. */
  authorRefs: string[];
  tagNames: string[];
}

const whole = (field: string) =>
  z
    .number({ error: 'A whole number' })
    .int('A whole number')
    .min(0, `${field} cannot be negative`)
    .optional();

const postSchema = z.object({
  externalId: externalIdField,
  title: postInputFields.title,
  status: z.enum(postStatuses, { error: postStatuses.join(', ') }).optional(),
  platform: postInputFields.platform,
  postType: z.string().optional(),
  mediaType: postInputFields.mediaType,
  language: postInputFields.language.optional(),
  clipLength: z.enum(clipLengths, { error: clipLengths.join(' or ') }).optional(),
  durationSeconds: whole('A duration'),
  audioUrl: postInputFields.audioUrl,
  videoUrl: postInputFields.videoUrl,
  documentUrl: postInputFields.audioUrl,
  thumbnail: imageField,
  body: postInputFields.body,
  excerpt: optionalText(2_000),
  topics: postInputFields.topics,
  holidays: z.array(z.enum(holidays, { error: 'Not a holiday of the site' })).optional(),
  tags: z
    .array(z.string().max(100, 'A tag has at most 100 characters'))
    .max(50, 'At most 50 tags')
    .optional(),
  series: externalIdField.optional(),
  authors: z.array(externalIdField).max(MAX_AUTHORS, `At most ${MAX_AUTHORS} authors`).optional(),
  publishedAt: z.date().optional(),
  scheduledFor: z.date().optional(),
  masechta: postInputFields.masechta,
  daf: postInputFields.daf,
  amud: postInputFields.amud,
  episodeNumber: whole('An episode number'),
});

export function checkPost(record: SourceRecord): Checked<PostImport> {
  const parsed = postSchema.safeParse(record.values);
  // Checked even when other fields failed, so a row's report names every problem at once.
  const referenceErrors: FieldError[] = [];
  const masechta = checkReference(record.values, referenceErrors);
  const others = checkOtherReferences(record.values, referenceErrors);
  const ruleErrors = parsed.success ? crossFieldErrors(parsed.data) : [];
  const errors = fieldErrors(parsed.error?.issues ?? [], [
    ...record.errors,
    ...referenceErrors,
    ...ruleErrors,
  ]);
  if (!parsed.success || errors.length > 0) return { value: null, errors };

  const value = parsed.data;
  const body = value.body ? sanitizeBody(value.body) : null;
  return {
    value: {
      externalId: value.externalId,
      columns: {
        title: value.title,
        status: value.status ?? 'Draft',
        platform: value.platform,
        postType: value.postType ?? null,
        mediaType: value.mediaType,
        language: value.language ?? 'English',
        clipLength: value.clipLength ?? null,
        durationSeconds: value.durationSeconds ?? null,
        audioUrl: value.audioUrl ?? null,
        videoUrl: value.videoUrl ?? null,
        documentUrl: value.documentUrl ?? null,
        thumbnail: value.thumbnail ?? null,
        body: body || null,
        excerpt: value.excerpt ?? null,
        topics: [...new Set(value.topics ?? [])],
        holidays: [...new Set(value.holidays ?? [])],
        scheduledFor: value.scheduledFor ?? null,
        masechta,
        daf: masechta ? (value.daf ?? null) : null,
        amud: masechta && value.daf != null ? (value.amud ?? null) : null,
        ...others,
        episodeNumber: value.episodeNumber ?? null,
      },
      publishedAt: value.publishedAt ?? null,
      seriesRef: value.series ?? null,
      authorRefs: [...new Set(value.authors ?? [])],
      tagNames: uniqueTags(value.tags ?? []),
    },
    errors: [],
  };
}

/** Rules between fields: a Scheduled post has its time (and only it), a post type fits its platform. */
function crossFieldErrors(value: z.infer<typeof postSchema>): FieldError[] {
  const errors: FieldError[] = [];
  if (value.status === 'Scheduled' && !value.scheduledFor) {
    errors.push({ field: 'scheduledFor', message: 'A Scheduled post needs the time it goes live' });
  }
  if (value.status !== 'Scheduled' && value.scheduledFor) {
    errors.push({ field: 'scheduledFor', message: 'Only a Scheduled post has a time to go live' });
  }
  if (value.postType) {
    const platform = platforms.find((candidate) => candidate.name === value.platform);
    const types = platform ? postTypesByPlatform[platform.id] : [];
    if (!types.includes(value.postType)) {
      errors.push({
        field: 'postType',
        message:
          types.length > 0
            ? `On ${value.platform}: ${types.join(', ')}`
            : `${value.platform} has no post types`,
      });
    }
  }
  const nameless = value.tags?.find((tag) => !slugify(tag));
  if (nameless)
    errors.push({ field: 'tags', message: `"${nameless}" has no letters or digits to name it by` });
  return errors;
}

/** Tags by name, each once: tags are told apart by their slug, so "Shabbos" and "shabbos" are one. */
function uniqueTags(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = slugify(name);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
