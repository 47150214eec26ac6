'use client';

import { useActionState, useId } from 'react';
import { fieldProblems, FormProblem } from '@/components/FieldProblems';
import { BoxedForm } from '@/components/BoxedForm';
import { HoneypotField } from '@/components/HoneypotField';
import { MAX_SEATS, type SignupField, type SignupFormState } from '../signup-form-state';

/**
 * The event page's sign-up form: name, e-mail and seats, sent as a Server Action (so it works
 * without JavaScript). `seatNote` says before sending whether there is room ("3 seats left") or
 * the sign-up joins the waiting list.
 */
export function SignupForm({
  eventId,
  seatNote,
  signUp,
}: {
  eventId: string;
  seatNote: string | null;
  signUp: (previous: SignupFormState, formData: FormData) => Promise<SignupFormState>;
}) {
  const [state, action, pending] = useActionState(signUp, {});
  const prefix = useId();
  const idOf = (field: SignupField) => `${prefix}${field}`;
  const { described, errorText } = fieldProblems(state.fieldErrors, idOf, 'signup');
  return (
    <BoxedForm $maxWidth="420px" action={action} aria-labelledby={`${prefix}heading`}>
      <h2 id={`${prefix}heading`}>Sign up</h2>
      {seatNote ? <p data-testid="seat-note">{seatNote}</p> : null}
      {state.message ? (
        <FormProblem role="alert" data-testid="signup-message">
          {state.message}
        </FormProblem>
      ) : null}
      <input type="hidden" name="eventId" value={eventId} />
      <label htmlFor={idOf('name')}>Name</label>
      <input id={idOf('name')} name="name" autoComplete="name" required maxLength={200} defaultValue={state.values?.name} {...described('name')} />
      {errorText('name')}
      <label htmlFor={idOf('email')}>E-mail</label>
      <input id={idOf('email')} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={state.values?.email} {...described('email')} />
      {errorText('email')}
      <label htmlFor={idOf('seats')}>Seats</label>
      <select id={idOf('seats')} name="seats" defaultValue={state.values?.seats ?? '1'} {...described('seats')}>
        {Array.from({ length: MAX_SEATS }, (_, n) => (
          <option key={n + 1} value={String(n + 1)}>
            {n + 1}
          </option>
        ))}
      </select>
      {errorText('seats')}
      <HoneypotField id={`${prefix}trap`} />
      <button type="submit" disabled={pending}>
        {pending ? 'Signing up…' : 'Sign up'}
      </button>
    </BoxedForm>
  );
}
