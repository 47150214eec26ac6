'use client';

import { useActionState, useId } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { HoneypotField } from '@/components/HoneypotField';
import { EMPTY_SIGNUP_FORM_STATE, type SignupFormState } from '../signup-form-state';

export interface SignupListChoice {
  id: string;
  name: string;
  description: string;
}

/**
 * The sign-up form: e-mail, an optional first name and the lists. Its action is a Server Action
 * (passed by the page), so it posts and answers without JavaScript too; with it, the answer comes
 * in place. After a sign-up it shows the same words whatever the address.
 */
export function NewsletterSignupForm({ lists, signUp }: { lists: SignupListChoice[]; signUp: (previous: SignupFormState, formData: FormData) => Promise<SignupFormState> }) {
  const [state, action, pending] = useActionState(signUp, EMPTY_SIGNUP_FORM_STATE);
  const id = useId();
  if (state.done) {
    return (
      <Done role="status" data-testid="newsletter-signup-done">
        <strong>Check your inbox.</strong> We sent a link to confirm your subscription. Nothing will be sent to you before you follow it. If nothing arrives within a few minutes, look in your spam folder.
      </Done>
    );
  }
  const errors = state.fieldErrors ?? {};
  const chosen = new Set(state.values?.lists ?? []);
  const describedBy = (field: 'email' | 'firstName' | 'lists') => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <Form action={action} noValidate aria-label="Newsletter sign-up">
      {state.message ? <p role="alert">{state.message}</p> : null}
      <Field>
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={state.values?.email ?? ''}
          key={`email-${state.values?.email ?? ''}`}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {errors.email ? <ErrorText id={`${id}-email-error`}>{errors.email}</ErrorText> : null}
      </Field>
      <Field>
        <label htmlFor={`${id}-firstName`}>First name (optional)</label>
        <input
          id={`${id}-firstName`}
          name="firstName"
          type="text"
          autoComplete="given-name"
          maxLength={100}
          defaultValue={state.values?.firstName ?? ''}
          key={`name-${state.values?.firstName ?? ''}`}
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={describedBy('firstName')}
        />
        {errors.firstName ? <ErrorText id={`${id}-firstName-error`}>{errors.firstName}</ErrorText> : null}
      </Field>
      <fieldset aria-describedby={describedBy('lists')} aria-invalid={errors.lists ? true : undefined}>
        <legend>Newsletters</legend>
        {lists.map((list) => (
          <Choice key={list.id}>
            <input
              type="checkbox"
              id={`${id}-list-${list.id}`}
              name="lists"
              value={list.id}
              defaultChecked={state.values ? chosen.has(list.id) : false}
              key={`${list.id}-${state.values ? chosen.has(list.id) : 'new'}`}
              aria-describedby={list.description ? `${id}-list-${list.id}-about` : undefined}
            />
            <label htmlFor={`${id}-list-${list.id}`}>{list.name}</label>
            {list.description ? <small id={`${id}-list-${list.id}-about`}>{list.description}</small> : null}
          </Choice>
        ))}
        {errors.lists ? <ErrorText id={`${id}-lists-error`}>{errors.lists}</ErrorText> : null}
      </fieldset>
      <HoneypotField id={`${id}-trap`} />
      <p>We send a confirmation link first: nothing is sent until you follow it. Every mail has a link to change your lists or unsubscribe.</p>
      <button type="submit" disabled={pending}>
        {pending ? 'Signing up…' : 'Sign up'}
      </button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 520px;

  input[type='email'],
  input[type='text'] {
    font: inherit;
    padding: 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
  }

  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }

  fieldset {
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
    padding: 8px 12px 12px;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }

  button {
    align-self: flex-start;
    font: inherit;
    padding: 8px 20px;
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  label {
    font-weight: 600;
  }
`;

const Choice = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 8px;
  align-items: baseline;

  small {
    grid-column: 2;
    color: ${theme.colors.muted};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
`;

/** Off-screen rather than display:none: some bots skip fields a page hides outright. */
const Done = styled.p`
  padding: 12px 16px;
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.surfaceMuted};
`;
