'use client';

import { useActionState, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { StudioPostFieldsFragment } from '@openshiur/graphql';
import {
  bavliMasechtot,
  holidays,
  kitzurSimanimCount,
  languages,
  mediaTypes,
  mishnahMasechtot,
  mishnehTorahBooks,
  mitzvotCycle,
  nachBooks,
  parshiot,
  platforms,
  postTopics,
  yerushalmiMasechtot,
} from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { MediaUpload } from '@/features/media/client/MediaUpload';
import type { UploadedMedia, UploadSettings } from '@/features/media/uploaded-media';
import { Actions, ErrorText, Field, Fieldset, FormBox as Form, Notice, Row } from '../forms/FormParts';
import { EMPTY_POST_FORM_STATE, postFormValuesOf, type PostFormField, type PostFormState, type PostFormValues } from '../post-form-state';
import { draftKey, forgetDraft, useDraftAutosave } from './draft-autosave';
import { RichTextEditor } from './RichTextEditor';

export interface StudioChoice {
  id: string;
  name: string;
}

const STATUSES = ['Draft', 'Scheduled', 'Published', 'Inactive'] as const;

/** The fields a conflict compares, by the names the form shows. */
const FIELD_LABELS: Partial<Record<PostFormField, string>> = {
  title: 'Title',
  status: 'Status',
  scheduledFor: 'Publish at',
  platform: 'Platform',
  mediaType: 'Media',
  language: 'Language',
  seriesId: 'Series',
  episodeNumber: 'Episode',
  authorIds: 'Authors',
  topics: 'Topics',
  masechta: 'Masechta',
  daf: 'Daf',
  amud: 'Amud',
  audioUrl: 'Audio address',
  videoUrl: 'Video address',
  documentUrl: 'PDF address',
  durationSeconds: 'Length in seconds',
  body: 'Text',
  yerushalmiMasechta: 'Masechta of the Yerushalmi',
  yerushalmiDaf: 'Yerushalmi daf',
  mishnaMasechta: 'Masechta of the Mishnah',
  perek: 'Perek',
  mishnah: 'Mishnah',
  parsha: 'Parsha',
  nachBook: 'Book of Nach',
  nachChapter: 'Chapter of Nach',
  rambamBook: 'Rambam book',
  rambamChapter: 'Rambam chapter',
  kitzurSiman: 'Kitzur siman',
  mitzvah: 'Mitzvah',
  holidays: 'Holidays',
};

/**
 * The studio's post form: every field of a post, its learning reference checked against the
 * reference tables by the API. Sent as a Server Action, so it works without JavaScript; after a
 * problem it comes back with the editor's own text and a message beside each field.
 */
export function PostForm({
  post,
  series,
  authors,
  timeZone,
  save,
  uploads,
  justSaved = false,
}: {
  post: StudioPostFieldsFragment | null;
  series: StudioChoice[];
  authors: StudioChoice[];
  /** SITE_TIMEZONE: the publish time is written and shown in it. */
  timeZone: string;
  /** The Server Action that saves (features/studio/server/save-post-action.ts), passed by the page. */
  save: (previous: PostFormState, formData: FormData) => Promise<PostFormState>;
  /** How files are uploaded (features/media); without it the form offers address fields only. */
  uploads?: UploadSettings;
  /** The page opened after a save: the text this browser kept unsaved is saved now. */
  justSaved?: boolean;
}) {
  const [state, action, pending] = useActionState(save, EMPTY_POST_FORM_STATE);
  const form = useRef<HTMLFormElement>(null);
  const [restored, setRestored] = useState<PostFormValues | null>(null);
  const keyOfDraft = draftKey(post?.id ?? null);
  const shownValues = state.values ?? restored ?? postFormValuesOf(post, timeZone);
  const draft = useDraftAutosave(form, keyOfDraft, shownValues);
  useEffect(() => {
    if (!justSaved) return;
    forgetDraft(keyOfDraft);
    forgetDraft(draftKey(null)); // a new post's text, now saved under its id
    draft.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [justSaved, keyOfDraft]);
  const notice = useRef<HTMLParagraphElement>(null);
  // The answer's message is at the top, the Save button at the bottom: bring it into view.
  useEffect(() => notice.current?.focus(), [state]);
  const values = shownValues;
  const text = (field: PostFormField) => (typeof values[field] === 'string' ? (values[field] as string) : '');
  const list = (field: PostFormField) => (Array.isArray(values[field]) ? (values[field] as string[]) : []);
  const error = (field: PostFormField) => state.fieldErrors?.[field];
  // Ids unique to this form: a page left by an in-app navigation stays in the document, hidden, with
  // its own form (Cache Components keep it for the way back), and labels must not reach into it.
  const prefix = useId();
  const idOf = (field: PostFormField) => `${prefix}${field}`;
  const invalid = (field: PostFormField) =>
    error(field) ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` } : {};
  /** A labelled choice among fixed words, each its own value. */
  const selectField = (label: string, field: PostFormField, options: readonly string[]) => (
    <Field label={label} id={idOf(field)} error={error(field)}>
      <select id={idOf(field)} name={field} defaultValue={text(field)} {...invalid(field)}>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </Field>
  );

  // An upload fills its address field and, for a recording, the length: the fields stay the
  // form's own (uncontrolled), so what the editor types and what an upload puts there are one.
  const fieldRefs = useRef<Partial<Record<PostFormField, HTMLInputElement | null>>>({});
  const refOf = (field: PostFormField) => (element: HTMLInputElement | null) => {
    fieldRefs.current[field] = element;
  };
  const uploaded = (field: PostFormField) => (media: UploadedMedia) => {
    const input = fieldRefs.current[field];
    if (input) input.value = media.address;
    const duration = fieldRefs.current.durationSeconds;
    if (duration && media.durationSeconds != null) duration.value = String(media.durationSeconds);
  };
  /** A media address field (https or /media/…), with its upload control when scripts run. */
  const mediaField = (label: string, field: PostFormField, kind: 'audio' | 'video' | 'document', placeholder: string) => (
    <MediaBox>
      <Field label={label} id={idOf(field)} error={error(field)}>
        <input id={idOf(field)} name={field} type="text" inputMode="url" ref={refOf(field)} defaultValue={text(field)} placeholder={placeholder} {...invalid(field)} />
      </Field>
      {uploads ? <MediaUpload kind={kind} label={`Upload ${kind === 'document' ? 'a PDF' : `${kind} file`}`} settings={uploads} onUploaded={uploaded(field)} /> : null}
    </MediaBox>
  );

  /** A choice among names of the reference tables, or none. */
  const choiceField = (label: string, field: PostFormField, options: readonly string[]) => (
    <Field label={label} id={idOf(field)} error={error(field)}>
      <select id={idOf(field)} name={field} defaultValue={text(field)} {...invalid(field)}>
        <option value="">None</option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </Field>
  );
  /** A whole number within the reference's range (the API checks it against the chosen book or masechta). */
  const numberField = (label: string, field: PostFormField, min: number, max: number) => (
    <Field label={label} id={idOf(field)} error={error(field)}>
      <input id={idOf(field)} name={field} type="number" min={min} max={max} inputMode="numeric" defaultValue={text(field)} {...invalid(field)} />
    </Field>
  );

  // After a conflict, saving again is a deliberate save over the other editor's version.
  const baseUpdatedAt = state.conflict?.updatedAt ?? text('baseUpdatedAt');

  return (
    // React resets the form after each answer. A select keeps the default it was mounted with, so
    // the form mounts again with the values the answer carries, the editor's own choices included.
    <Form ref={form} action={action} key={JSON.stringify(state.values ?? restored ?? null)} aria-describedby={state.message ? 'post-form-message' : undefined} noValidate>
      {draft.offered && !state.values ? (
        <Notice role="status" data-testid="kept-draft">
          This browser kept changes you had not saved ({new Date(draft.offered.keptAt).toLocaleString('en-US', { timeZone })}).{' '}
          <button
            type="button"
            onClick={() => {
              // The kept text, with this version's stamp: saving it is a save over what is stored now.
              setRestored({ ...draft.offered!.values, id: shownValues.id, baseUpdatedAt: shownValues.baseUpdatedAt });
              draft.close();
            }}
          >
            Restore them
          </button>{' '}
          <button type="button" onClick={draft.dismiss}>
            Discard them
          </button>
        </Notice>
      ) : null}
      {state.message ? (
        <Notice id="post-form-message" ref={notice} tabIndex={-1} role="alert" data-conflict={state.conflict ? '' : undefined}>
          {state.message}
          {state.conflict && text('id') ? (
            <>
              {' '}
              Your text is kept in the form; saving again replaces their version with yours, or{' '}
              <a href={`/studio/posts/${text('id')}`}>load their version</a> and drop yours.
            </>
          ) : null}
        </Notice>
      ) : null}
      {state.conflict?.theirs ? (
        <ConflictTable
          theirs={state.conflict.theirs}
          yours={values}
          savedBy={state.conflict.savedBy}
          nameOf={(field, id) => (field === 'seriesId' ? series : authors).find((choice) => choice.id === id)?.name ?? id}
        />
      ) : null}
      {text('id') ? <input type="hidden" name="id" value={text('id')} /> : null}
      {baseUpdatedAt ? <input type="hidden" name="baseUpdatedAt" value={baseUpdatedAt} /> : null}

      <Field label="Title" id={idOf('title')} error={error('title')}>
        <input id={idOf('title')} name="title" defaultValue={text('title')} required maxLength={300} {...invalid('title')} />
      </Field>

      <Row>
        {selectField('Status', 'status', STATUSES)}
        <Field label="Publish at" id={idOf('scheduledFor')} error={error('scheduledFor')} hint={`For Scheduled posts; time in ${timeZone}.`}>
          <input id={idOf('scheduledFor')} name="scheduledFor" type="datetime-local" defaultValue={text('scheduledFor')} {...invalid('scheduledFor')} />
        </Field>
        {selectField('Platform', 'platform', platforms.map((platform) => platform.name))}
        {selectField('Media', 'mediaType', mediaTypes)}
        {selectField('Language', 'language', languages)}
      </Row>

      <Row>
        <Field label="Series" id={idOf('seriesId')} error={error('seriesId')}>
          <select id={idOf('seriesId')} name="seriesId" defaultValue={text('seriesId')} {...invalid('seriesId')}>
            <option value="">No series</option>
            <ChoiceOptions choices={series} />
          </select>
        </Field>
        {numberField('Episode (place in the series)', 'episodeNumber', 0, 1_000_000)}
        <Field label="Authors" id={idOf('authorIds')} error={error('authorIds')} hint="Ctrl or ⌘ and click to choose several.">
          <select id={idOf('authorIds')} name="authorIds" multiple size={6} defaultValue={list('authorIds')} {...invalid('authorIds')}>
            <ChoiceOptions choices={authors} />
          </select>
        </Field>
      </Row>

      <Fieldset aria-describedby={error('topics') ? `${idOf('topics')}-error` : undefined}>
        <legend>Topics</legend>
        {postTopics.map((topic) => (
          <label key={topic}>
            <input type="checkbox" name="topics" value={topic} defaultChecked={list('topics').includes(topic)} /> {topic}
          </label>
        ))}
        {error('topics') ? <ErrorText id={`${idOf('topics')}-error`}>{error('topics')}</ErrorText> : null}
      </Fieldset>

      <Fieldset>
        <legend>Daf Yomi reference</legend>
        <Row>
          <Field label="Masechta" id={idOf('masechta')} error={error('masechta')}>
            <select id={idOf('masechta')} name="masechta" defaultValue={text('masechta')} {...invalid('masechta')}>
              <option value="">None</option>
              {bavliMasechtot.map((masechta) => (
                <option key={masechta.slug}>{masechta.name}</option>
              ))}
            </select>
          </Field>
          <Field label="Daf" id={idOf('daf')} error={error('daf')}>
            <input id={idOf('daf')} name="daf" type="number" min={2} max={200} inputMode="numeric" defaultValue={text('daf')} {...invalid('daf')} />
          </Field>
          <Field label="Amud" id={idOf('amud')} error={error('amud')}>
            <select id={idOf('amud')} name="amud" defaultValue={text('amud')} {...invalid('amud')}>
              <option value="">Whole daf</option>
              <option value="a">a</option>
              <option value="b">b</option>
            </select>
          </Field>
        </Row>
      </Fieldset>

      <Fieldset>
        <legend>Other learning references</legend>
        <Row>
          {choiceField('Masechta of the Yerushalmi', 'yerushalmiMasechta', yerushalmiMasechtot.map((masechta) => masechta.name))}
          {numberField('Yerushalmi daf (Vilna)', 'yerushalmiDaf', 1, 92)}
        </Row>
        <Row>
          {choiceField('Masechta of the Mishnah', 'mishnaMasechta', mishnahMasechtot.map((masechta) => masechta.name))}
          {numberField('Perek', 'perek', 1, 30)}
          {numberField('Mishnah', 'mishnah', 1, 40)}
        </Row>
        <Row>
          {choiceField('Parsha', 'parsha', parshiot.map((parsha) => parsha.name))}
          {choiceField('Book of Nach', 'nachBook', nachBooks.map((book) => book.name))}
          {numberField('Chapter of Nach', 'nachChapter', 1, 150)}
        </Row>
        <Row>
          {choiceField('Rambam: book of the Mishneh Torah', 'rambamBook', mishnehTorahBooks.map((book) => book.book))}
          {numberField('Rambam chapter', 'rambamChapter', 1, 40)}
          {numberField('Kitzur Shulchan Aruch siman', 'kitzurSiman', 1, kitzurSimanimCount)}
          {numberField('Mitzvah (daily cycle)', 'mitzvah', 1, mitzvotCycle.mitzvotCount)}
        </Row>
      </Fieldset>

      <Fieldset aria-describedby={error('holidays') ? `${idOf('holidays')}-error` : undefined}>
        <legend>Holidays</legend>
        {holidays.map((holiday) => (
          <label key={holiday}>
            <input type="checkbox" name="holidays" value={holiday} defaultChecked={list('holidays').includes(holiday)} /> {holiday}
          </label>
        ))}
        {error('holidays') ? <ErrorText id={`${idOf('holidays')}-error`}>{error('holidays')}</ErrorText> : null}
      </Fieldset>

      <MediaFieldset>
        <legend>Recording and files</legend>
        <Row>
          {mediaField('Audio address', 'audioUrl', 'audio', 'https:// or /media/…')}
          {mediaField('Video address', 'videoUrl', 'video', 'https://, a YouTube or Vimeo page, or /media/…')}
        </Row>
        <Row>
          {mediaField('PDF address', 'documentUrl', 'document', 'https:// or /media/…')}
          <Field label="Length in seconds" id={idOf('durationSeconds')} error={error('durationSeconds')} hint="Filled in from an uploaded recording.">
            <input
              id={idOf('durationSeconds')}
              name="durationSeconds"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              ref={refOf('durationSeconds')}
              defaultValue={text('durationSeconds')}
              {...invalid('durationSeconds')}
            />
          </Field>
        </Row>
      </MediaFieldset>

      <div>
        <RichTextEditor id={idOf('body')} name="body" label="Text" defaultValue={text('body')} describedBy={error('body') ? `${idOf('body')}-error` : undefined} />
        {error('body') ? <ErrorText id={`${idOf('body')}-error`}>{error('body')}</ErrorText> : null}
      </div>

      <Actions>
        <button type="submit" disabled={pending}>
          {pending ? 'Saving…' : state.conflict ? 'Save over their version' : 'Save'}
        </button>
      </Actions>
    </Form>
  );
}


/**
 * A save refused because someone saved first: every field where their version and this editor's
 * differ, side by side, so the editor can decide what to keep before saving again.
 */
function ConflictTable({
  theirs,
  yours,
  savedBy,
  nameOf,
}: {
  theirs: PostFormValues;
  yours: PostFormValues;
  savedBy: string | null;
  nameOf: (field: 'seriesId' | 'authorIds', id: string) => string;
}) {
  const shown = (field: PostFormField, value: string | string[] | undefined) => {
    const items = Array.isArray(value) ? value : value ? [value] : [];
    const named = field === 'seriesId' || field === 'authorIds' ? items.map((id) => nameOf(field, id)) : items;
    // The text is HTML: compare what a reader sees.
    return field === 'body' ? named.join(' ').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : named.join(', ');
  };
  const differing = (Object.keys(FIELD_LABELS) as PostFormField[]).filter((field) => shown(field, theirs[field]) !== shown(field, yours[field]));
  return (
    <Comparison data-testid="conflict">
      <caption>
        Where their version{savedBy ? ` (saved by ${savedBy})` : ''} and yours differ
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Their version</th>
          <th scope="col">Yours</th>
        </tr>
      </thead>
      <tbody>
        {differing.length === 0 ? (
          <tr>
            <td colSpan={3}>No field differs: saving again keeps the same text.</td>
          </tr>
        ) : (
          differing.map((field) => (
            <tr key={field} data-field={field}>
              <th scope="row">{FIELD_LABELS[field]}</th>
              <td>{shown(field, theirs[field]) || '—'}</td>
              <td>{shown(field, yours[field]) || '—'}</td>
            </tr>
          ))
        )}
      </tbody>
    </Comparison>
  );
}

/** Series or authors as options: the id is the value, the name is shown. */
function ChoiceOptions({ choices }: { choices: StudioChoice[] }) {
  return choices.map((choice) => (
    <option key={choice.id} value={choice.id}>
      {choice.name}
    </option>
  ));
}

const MediaFieldset = styled(Fieldset)`
  flex-direction: column;
  flex-wrap: nowrap;
  gap: 16px;
`;

const MediaBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Comparison = styled.table`
  border-collapse: collapse;
  width: 100%;

  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 4px;
  }

  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: 6px 8px;
    border: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }

  td {
    max-width: 40ch;
  }
`;
