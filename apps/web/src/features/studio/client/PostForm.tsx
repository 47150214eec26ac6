'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { StudioPostFieldsFragment } from '@openshiur/graphql';
import { bavliMasechtot, languages, mediaTypes, platforms, postTopics } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { Actions, ErrorText, Field, Fieldset, FormBox as Form, Notice, Row } from '../forms/FormParts';
import { EMPTY_POST_FORM_STATE, postFormValuesOf, type PostFormField, type PostFormState, type PostFormValues } from '../post-form-state';
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
  authorIds: 'Authors',
  topics: 'Topics',
  masechta: 'Masechta',
  daf: 'Daf',
  amud: 'Amud',
  audioUrl: 'Audio address',
  videoUrl: 'Video address',
  body: 'Text',
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
}: {
  post: StudioPostFieldsFragment | null;
  series: StudioChoice[];
  authors: StudioChoice[];
  /** SITE_TIMEZONE: the publish time is written and shown in it. */
  timeZone: string;
  /** The Server Action that saves (features/studio/server/save-post-action.ts), passed by the page. */
  save: (previous: PostFormState, formData: FormData) => Promise<PostFormState>;
}) {
  const [state, action, pending] = useActionState(save, EMPTY_POST_FORM_STATE);
  const notice = useRef<HTMLParagraphElement>(null);
  // The answer's message is at the top, the Save button at the bottom: bring it into view.
  useEffect(() => notice.current?.focus(), [state]);
  const values = state.values ?? postFormValuesOf(post, timeZone);
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

  // After a conflict, saving again is a deliberate save over the other editor's version.
  const baseUpdatedAt = state.conflict?.updatedAt ?? text('baseUpdatedAt');

  return (
    // React resets the form after each answer. A select keeps the default it was mounted with, so
    // the form mounts again with the values the answer carries, the editor's own choices included.
    <Form action={action} key={JSON.stringify(state.values ?? null)} aria-describedby={state.message ? 'post-form-message' : undefined} noValidate>
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

      <Row>
        <Field label="Audio address" id={idOf('audioUrl')} error={error('audioUrl')}>
          <input id={idOf('audioUrl')} name="audioUrl" type="text" inputMode="url" defaultValue={text('audioUrl')} placeholder="https:// or /media/…" {...invalid('audioUrl')} />
        </Field>
        <Field label="Video address" id={idOf('videoUrl')} error={error('videoUrl')}>
          <input id={idOf('videoUrl')} name="videoUrl" type="text" inputMode="url" defaultValue={text('videoUrl')} placeholder="https:// or /media/…" {...invalid('videoUrl')} />
        </Field>
      </Row>

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
