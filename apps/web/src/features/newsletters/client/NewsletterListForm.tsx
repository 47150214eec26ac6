'use client';

import { useActionState, useId } from 'react';
import { ErrorText, FormBox, Hint, Notice, Actions, Row } from '@/features/studio/forms/FormParts';
import { EMPTY_LIST_FORM_STATE, type ListFormState } from '../list-form-state';

export interface EditedList {
  id: string;
  name: string;
  description: string;
  position: number;
  archived: boolean;
}

/**
 * Adds a newsletter list, or changes one (`list`): name, description, place on the form and
 * whether it is archived. A Server Action passed by the page, so it works without JavaScript.
 */
export function NewsletterListForm({ list, save }: { list?: EditedList; save: (previous: ListFormState, formData: FormData) => Promise<ListFormState> }) {
  const [state, action, pending] = useActionState(save, EMPTY_LIST_FORM_STATE);
  const id = useId();
  const values = state.values ?? { id: list?.id ?? '', name: list?.name ?? '', description: list?.description ?? '', position: String(list?.position ?? 0), archived: list?.archived ?? false };
  const errors = state.fieldErrors ?? {};
  const field = (name: keyof typeof errors) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof typeof errors) => (errors[name] ? <ErrorText id={`${id}-${name}-error`}>{errors[name]}</ErrorText> : null);
  // Keys follow the answer, so a form re-shown after a problem holds what the admin typed.
  const key = JSON.stringify(values);
  return (
    <FormBox action={action} noValidate aria-label={list ? `Edit ${list.name}` : 'New list'}>
      {state.message ? <Notice role="alert">{state.message}</Notice> : null}
      {list ? <input type="hidden" name="listId" value={list.id} /> : null}
      <Row>
        <div>
          <label htmlFor={`${id}-name`}>Name</label>
          <input {...field('name')} type="text" required maxLength={120} defaultValue={values.name} key={`name${key}`} />
          {error('name')}
        </div>
        {list ? null : (
          <div>
            <label htmlFor={`${id}-id`}>Id (optional)</label>
            <input {...field('id')} type="text" maxLength={60} pattern="[a-z0-9]+(-[a-z0-9]+)*" defaultValue={values.id} key={`id${key}`} />
            {errors.id ? error('id') : <Hint>Made from the name when left blank; it never changes.</Hint>}
          </div>
        )}
        <div>
          <label htmlFor={`${id}-position`}>Place on the form</label>
          <input {...field('position')} type="number" min={0} max={10000} step={1} defaultValue={values.position} key={`position${key}`} />
          {error('position')}
        </div>
      </Row>
      <div>
        <label htmlFor={`${id}-description`}>Description</label>
        <input {...field('description')} type="text" maxLength={500} defaultValue={values.description} key={`description${key}`} />
        {error('description')}
      </div>
      <div>
        <input id={`${id}-archived`} name="archived" type="checkbox" defaultChecked={values.archived} key={`archived${key}`} />{' '}
        <label htmlFor={`${id}-archived`}>Archived (off the form and no longer sent; members are kept)</label>
      </div>
      <Actions>
        <button type="submit" disabled={pending}>
          {pending ? 'Saving…' : list ? 'Save list' : 'Add list'}
        </button>
      </Actions>
    </FormBox>
  );
}
