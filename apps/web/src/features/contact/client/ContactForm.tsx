'use client';

import { useActionState, useId } from 'react';
import { fieldProblems, FormProblem } from '@/components/FieldProblems';
import { BoxedForm } from '@/components/BoxedForm';
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
    <BoxedForm $maxWidth="560px" action={action} noValidate aria-labelledby={`${prefix}heading`}>
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
    </BoxedForm>
  );
}
