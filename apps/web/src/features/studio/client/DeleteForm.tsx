'use client';

import { useActionState, useId } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { Notice } from '../forms/FormParts';
import type { DeleteState } from '../delete-state';

/**
 * Deleting a record from its form page, confirmed by a checkbox the server checks (so it works the
 * same without JavaScript, and a stray click never deletes). A refusal (a series still holding
 * posts) comes back as a message here.
 */
export function DeleteForm({
  id,
  name,
  what,
  remove,
  note,
}: {
  id: string;
  /** What the editor knows it by (its name or title). */
  name: string;
  /** "series", "blog entry". */
  what: string;
  /** The Server Action that deletes (features/studio/server/content-actions.ts). */
  remove: (previous: DeleteState, formData: FormData) => Promise<DeleteState>;
  /** What deleting also does, or when it is refused. */
  note?: string;
}) {
  const [state, action, pending] = useActionState(remove, {});
  const prefix = useId();
  return (
    <Section aria-labelledby={`${prefix}heading`}>
      <h2 id={`${prefix}heading`}>Delete this {what}</h2>
      {note ? <p>{note}</p> : null}
      <form action={action}>
        {state.message ? (
          <Notice role="alert" data-testid="delete-message">
            {state.message}
          </Notice>
        ) : null}
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="name" value={name} />
        <label>
          <input type="checkbox" name="confirm" value="yes" required /> Yes, delete “{name}”
        </label>{' '}
        <button type="submit" disabled={pending}>
          {pending ? 'Deleting…' : `Delete ${what}`}
        </button>
      </form>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 32px;
  padding: 12px 16px;
  border: 1px solid ${theme.colors.danger};
  border-radius: 4px;
  max-width: 960px;

  h2 {
    margin-top: 0;
    font-size: 1.1rem;
  }

  form {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px;
  }

  button {
    font: inherit;
    padding: 6px 16px;
    border-radius: 4px;
    border: 1px solid ${theme.colors.danger};
    background: ${theme.colors.danger};
    color: ${theme.colors.primaryText};
    cursor: pointer;
  }
`;
