'use client';

import { useActionState, useId } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { ErrorText, Hint } from '../forms/FormParts';
import { EMPTY_ROLE_GRANT_FORM_STATE, type RoleGrantFormState } from '../role-grant-form-state';

/** Grants a role to an e-mail address; a Server Action (passed by the page), so it works without JavaScript. */
export function RoleGrantForm({ grant }: { grant: (previous: RoleGrantFormState, formData: FormData) => Promise<RoleGrantFormState> }) {
  const [state, action, pending] = useActionState(grant, EMPTY_ROLE_GRANT_FORM_STATE);
  const id = useId();
  return (
    <Form action={action} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>Grant a role</h3>
      {state.message ? <p role="alert">{state.message}</p> : null}
      <label htmlFor={`${id}-email`}>E-mail address</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        defaultValue={state.email ?? ''}
        key={state.email ?? ''}
        aria-invalid={state.emailError ? true : undefined}
        aria-describedby={state.emailError ? `${id}-email-error` : `${id}-email-hint`}
      />
      {state.emailError ? (
        <ErrorText id={`${id}-email-error`}>{state.emailError}</ErrorText>
      ) : (
        <Hint id={`${id}-email-hint`}>It counts once the person signs in with this address, verified by the identity provider.</Hint>
      )}
      <label htmlFor={`${id}-role`}>Role</label>
      <select id={`${id}-role`} name="role" defaultValue="editor">
        <option value="editor">editor: adds and changes content</option>
        <option value="admin">admin: also grants roles and reads the audit log</option>
      </select>
      <button type="submit" disabled={pending}>
        {pending ? 'Granting…' : 'Grant'}
      </button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 6px;
  max-width: 480px;

  input,
  select,
  button {
    font: inherit;
    padding: 6px 8px;
  }

  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }

  button {
    justify-self: start;
    margin-top: 8px;
  }
`;
