'use client';

import { useActionState, useEffect, useId, useRef, type ReactNode } from 'react';
import type { FieldKit } from '../forms/field-kit';
import { Actions, FormBox, Notice } from '../forms/FormParts';
import type { FormState, FormValues } from '../form-state';

/**
 * A studio form (series, authors, tags, events, blog entries, pages): sent as a Server Action, so it
 * works without JavaScript; after a problem it comes back with the editor's own text, a message
 * beside each field and one at the top, which takes the focus. The record's `id` and the version it
 * was read at (`baseUpdatedAt`) travel in hidden fields; after a conflict, saving again saves over
 * the other editor's version.
 */
export function StudioForm<F extends string>({
  save,
  initial,
  label,
  children,
}: {
  /** The Server Action that saves (features/studio/server/content-actions.ts), passed by the page. */
  save: (previous: FormState<F>, formData: FormData) => Promise<FormState<F>>;
  /** The stored record's values (or a new record's defaults), with `id` and `baseUpdatedAt` when editing. */
  initial: FormValues<F | 'id' | 'baseUpdatedAt'>;
  /** The form's accessible name ("Series", "Event"). */
  label: string;
  children: (kit: FieldKit<F>) => ReactNode;
}) {
  const [state, action, pending] = useActionState(save, {});
  const notice = useRef<HTMLParagraphElement>(null);
  // The answer's message is at the top, the Save button at the bottom: bring it into view.
  useEffect(() => notice.current?.focus(), [state]);
  const values = (state.values ?? initial) as FormValues<string>;
  const prefix = useId();
  const kit: FieldKit<F> = {
    text: (field) => (typeof values[field] === 'string' ? (values[field] as string) : ''),
    list: (field) => (Array.isArray(values[field]) ? (values[field] as string[]) : []),
    error: (field) => state.fieldErrors?.[field],
    idOf: (field) => `${prefix}${field}`,
    invalid: (field) => (state.fieldErrors?.[field] ? { 'aria-invalid': true, 'aria-describedby': `${prefix}${field}-error` } : {}),
  };
  const id = typeof values.id === 'string' ? values.id : '';
  const baseUpdatedAt = state.conflict?.updatedAt ?? (typeof values.baseUpdatedAt === 'string' ? values.baseUpdatedAt : '');
  const messageId = `${prefix}message`;

  return (
    // React resets the form after each answer; it mounts again with the values the answer carries.
    <FormBox action={action} key={JSON.stringify(state.values ?? null)} aria-label={label} aria-describedby={state.message ? messageId : undefined} noValidate>
      {state.message ? (
        <Notice id={messageId} ref={notice} tabIndex={-1} role="alert" data-testid="form-message" data-conflict={state.conflict ? '' : undefined}>
          {state.message}
        </Notice>
      ) : null}
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {baseUpdatedAt ? <input type="hidden" name="baseUpdatedAt" value={baseUpdatedAt} /> : null}
      {children(kit)}
      <Actions>
        <button type="submit" disabled={pending}>
          {pending ? 'Saving…' : state.conflict ? 'Save over their version' : 'Save'}
        </button>
      </Actions>
    </FormBox>
  );
}
