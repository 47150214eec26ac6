/**
 * What the studio's post form sends and gets back. Shared by the form (client) and its server
 * action, so both read the fields by the same names.
 */
import type { StudioPostFieldsFragment } from '@openshiur/graphql';
import { platforms } from '@openshiur/reference-data';
import { wallTimeOf } from '@/lib/zoned-date';
import { formValues, textOf as text, textOrNull as orNull, type FormState, type FormValues } from './form-state';

export const POST_FORM_FIELDS = {
  id: 'id',
  baseUpdatedAt: 'baseUpdatedAt',
  title: 'title',
  status: 'status',
  platform: 'platform',
  mediaType: 'mediaType',
  language: 'language',
  body: 'body',
  audioUrl: 'audioUrl',
  videoUrl: 'videoUrl',
  documentUrl: 'documentUrl',
  durationSeconds: 'durationSeconds',
  seriesId: 'seriesId',
  authorIds: 'authorIds',
  topics: 'topics',
  masechta: 'masechta',
  daf: 'daf',
  amud: 'amud',
  /** A datetime-local value (`YYYY-MM-DDTHH:mm`) in the site's time zone. */
  scheduledFor: 'scheduledFor',
  yerushalmiMasechta: 'yerushalmiMasechta',
  yerushalmiDaf: 'yerushalmiDaf',
  mishnaMasechta: 'mishnaMasechta',
  perek: 'perek',
  mishnah: 'mishnah',
  parsha: 'parsha',
  nachBook: 'nachBook',
  nachChapter: 'nachChapter',
  rambamBook: 'rambamBook',
  rambamChapter: 'rambamChapter',
  kitzurSiman: 'kitzurSiman',
  mitzvah: 'mitzvah',
  holidays: 'holidays',
  episodeNumber: 'episodeNumber',
} as const;

export type PostFormField = keyof typeof POST_FORM_FIELDS;

/** The form's values as text, the way the browser sends them (lists for multiple choices). */
export type PostFormValues = FormValues<PostFormField>;

/**
 * A post form's answer (see FormState). A conflict carries who saved and their version's values, so
 * the form can show both and saving again over theirs is a choice.
 */
export type PostFormState = FormState<PostFormField, { updatedAt: string; savedBy: string | null; theirs: PostFormValues | null }>;

export const EMPTY_POST_FORM_STATE: PostFormState = {};

/** A post as the form shows it (a new post's defaults without one); its publish time in `timeZone`. */
export function postFormValuesOf(post: StudioPostFieldsFragment | null, timeZone: string): PostFormValues {
  if (!post) return { status: 'Draft', platform: platforms[0]!.name, mediaType: 'Audio', language: 'English', authorIds: [], topics: [] };
  return {
    id: post.id,
    baseUpdatedAt: post.updatedAt,
    title: post.title,
    status: post.status,
    platform: post.platform,
    mediaType: post.mediaType,
    language: post.language,
    body: post.body ?? '',
    audioUrl: post.audioUrl ?? '',
    videoUrl: post.videoUrl ?? '',
    documentUrl: post.documentUrl ?? '',
    durationSeconds: post.durationSeconds == null ? '' : String(post.durationSeconds),
    seriesId: post.seriesId ?? '',
    authorIds: [...post.authorIds],
    topics: [...post.topics],
    masechta: post.masechta ?? '',
    daf: post.daf == null ? '' : String(post.daf),
    amud: post.amud ?? '',
    scheduledFor: post.scheduledFor ? wallTimeOf(new Date(post.scheduledFor), timeZone) : '',
    yerushalmiMasechta: post.yerushalmiMasechta ?? '',
    yerushalmiDaf: numberText(post.yerushalmiDaf),
    mishnaMasechta: post.mishnaMasechta ?? '',
    perek: numberText(post.perek),
    mishnah: numberText(post.mishnah),
    parsha: post.parsha ?? '',
    nachBook: post.nachBook ?? '',
    nachChapter: numberText(post.nachChapter),
    rambamBook: post.rambamBook ?? '',
    rambamChapter: numberText(post.rambamChapter),
    kitzurSiman: numberText(post.kitzurSiman),
    mitzvah: numberText(post.mitzvah),
    holidays: [...post.holidays],
    episodeNumber: numberText(post.episodeNumber),
  };
}

const listFields: ReadonlySet<PostFormField> = new Set(['authorIds', 'topics', 'holidays']);

/** The form's values out of a posted FormData (files and unknown fields are ignored). */
export function postFormValues(formData: FormData): PostFormValues {
  return formValues(formData, Object.keys(POST_FORM_FIELDS) as PostFormField[], listFields);
}

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));
/** A whole number typed in a field; anything else reaches the API as -1, which it refuses with its message. */
const wholeOrNull = (value: string | string[] | undefined) => {
  const typed = text(value);
  return typed === '' ? null : /^\d{1,6}$/.test(typed) ? Number(typed) : -1;
};

/**
 * The GraphQL PostInput for the form's values; the API checks every field. `scheduledFor` comes as
 * the instant it names (`instantOf` reads the site's time zone), or null when it is blank.
 */
export function postInputOf(values: PostFormValues, instantOf: (wallTime: string) => Date | null) {
  const scheduledFor = text(values.scheduledFor);
  const duration = text(values.durationSeconds);
  return {
    title: text(values.title),
    status: text(values.status),
    platform: text(values.platform),
    mediaType: text(values.mediaType),
    language: text(values.language),
    body: orNull(values.body),
    audioUrl: orNull(values.audioUrl),
    videoUrl: orNull(values.videoUrl),
    documentUrl: orNull(values.documentUrl),
    // Not a whole number: a value the API refuses, so the editor sees its message at the field.
    durationSeconds: duration === '' ? null : /^\d{1,9}$/.test(duration) ? Number(duration) : -1,
    seriesId: orNull(values.seriesId),
    authorIds: Array.isArray(values.authorIds) ? values.authorIds : [],
    topics: Array.isArray(values.topics) ? values.topics : [],
    masechta: orNull(values.masechta),
    daf: wholeOrNull(values.daf),
    amud: orNull(values.amud),
    scheduledFor: scheduledFor ? (instantOf(scheduledFor)?.toISOString() ?? null) : null,
    yerushalmiMasechta: orNull(values.yerushalmiMasechta),
    yerushalmiDaf: wholeOrNull(values.yerushalmiDaf),
    mishnaMasechta: orNull(values.mishnaMasechta),
    perek: wholeOrNull(values.perek),
    mishnah: wholeOrNull(values.mishnah),
    parsha: orNull(values.parsha),
    nachBook: orNull(values.nachBook),
    nachChapter: wholeOrNull(values.nachChapter),
    rambamBook: orNull(values.rambamBook),
    rambamChapter: wholeOrNull(values.rambamChapter),
    kitzurSiman: wholeOrNull(values.kitzurSiman),
    mitzvah: wholeOrNull(values.mitzvah),
    holidays: Array.isArray(values.holidays) ? values.holidays : [],
    episodeNumber: wholeOrNull(values.episodeNumber),
  };
}
