'use client';

import { useActionState, useId } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { fieldProblems, FormProblem } from '@/components/FieldProblems';
import { HoneypotField } from '@/components/HoneypotField';
import { CONTACT_MAX_LENGTH, type ContactField, type ContactFormState } from '../contact-form-state';

/**
 * The contact form of /connect: name, e-mail, subject and message, sent as a Server Action (passed
 * by the page), so it works without JavaScript. A refused field shows its problem beside it, with
 * what was typed kept; a sent message lands on the thank-you.
 */
export function ContactForm({ send }: { send: (previous: ContactFormState, formData: FormData) => Promise<ContactFormState> }) {
  const [state, action, pending] = useActionState(send, {});
  const prefix = useId();
  const idOf = (field: ContactField) => `${prefix}${field}`;
  const { described, errorText } = fieldProblems(state.fieldErrors, idOf, 'contact');
  // A new answer remounts the fields, so they show what the server kept rather than the last render's text.
  const keyOf = (field: ContactField) => `${field}:${state.values?.[field] ?? ''}`;
  return (
    // noValidate: the server checks every field and answers each problem beside it, the same with or without JavaScript.
    <Form action={action} noValidate aria-labelledby={`${prefix}heading`}>
      <h2 id={`${prefix}heading`}>Write to us</h2>
      {state.message ? (
        <FormProblem role="alert" data-testid="contact-message">
          {state.message}
        </FormProblem>
      ) : null}
      <label htmlFor={idOf('name')}>Your name</label>
      <input
        id={idOf('name')}
        key={keyOf('name')}
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_MAX_LENGTH.name}
        defaultValue={state.values?.name}
        {...described('name')}
      />
      {errorText('name')}
      <label htmlFor={idOf('email')}>Your e-mail address</label>
      <input
        id={idOf('email')}
        key={keyOf('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_MAX_LENGTH.email}
        defaultValue={state.values?.email}
        {...described('email')}
      />
      {errorText('email')}
      <label htmlFor={idOf('subject')}>Subject</label>
      <input
        id={idOf('subject')}
        key={keyOf('subject')}
        name="subject"
        required
        maxLength={CONTACT_MAX_LENGTH.subject}
        defaultValue={state.values?.subject}
        {...described('subject')}
      />
      {errorText('subject')}
      <label htmlFor={idOf('message')}>Message</label>
      <textarea
        id={idOf('message')}
        key={keyOf('message')}
        name="message"
        required
        rows={8}
        maxLength={CONTACT_MAX_LENGTH.message}
        defaultValue={state.values?.message}
        {...described('message')}
      />
      {errorText('message')}
      <HoneypotField id={`${prefix}trap`} />
      <p>We answer by e-mail, and send you a copy of your message.</p>
      <button type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send message'}
      </button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-width: 560px;
  margin: 24px 0;
  padding: 16px;
  border: 1px solid ${theme.colors.border};
  border-radius: 4px;

  h2 {
    margin: 0 0 4px;
    font-size: 1.2rem;
  }

  label {
    font-weight: 600;
    margin-top: 6px;
  }

  input,
  textarea {
    font: inherit;
    padding: 6px 8px;
  }

  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }

  p {
    margin: 8px 0 0;
    color: ${theme.colors.muted};
  }

  button {
    align-self: flex-start;
    margin-top: 8px;
    font: inherit;
    padding: 8px 20px;
  }
`;
