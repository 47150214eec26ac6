'use client';

import { useActionState, useId } from 'react';
import styled from 'styled-components';
import { fieldProblems, FormProblem } from '@/components/FieldProblems';
import { HoneypotField } from '@/components/HoneypotField';
import { ContinueToPayment, PaymentForm } from '@/features/payments/client/PaymentForm';
import { CUSTOM_AMOUNT, PRESET_AMOUNTS, type DonationField, type DonationFormState } from '../donation-form-state';

/**
 * The /donate form: one-time or monthly, a preset or custom amount, an optional dedication and
 * message, the donor's name (or anonymous) and e-mail for the receipt. A Server Action: without
 * JavaScript it posts and redirects to the payment page all the same. The limits shown are only a
 * guide; the server checks the amount.
 */
export function DonationForm({
  currency,
  min,
  max,
  donate,
}: {
  currency: string;
  min: string;
  max: string;
  donate: (previous: DonationFormState, formData: FormData) => Promise<DonationFormState>;
}) {
  const [state, action, pending] = useActionState(donate, {});
  const prefix = useId();
  const idOf = (field: string) => `${prefix}${field}`;
  const values = state.values ?? {};
  const { described, errorText } = fieldProblems<DonationField>(state.fieldErrors, idOf, 'donation');
  const preset = values.preset ?? String(PRESET_AMOUNTS[1]);
  return (
    <PaymentForm action={action} aria-labelledby={`${prefix}heading`} noValidate>
      <h2 id={`${prefix}heading`}>Give now</h2>
      {state.message ? (
        <FormProblem role="alert" data-testid="donation-message">
          {state.message}
        </FormProblem>
      ) : null}
      <fieldset>
        <legend>How often</legend>
        <label>
          <input type="radio" name="frequency" value="one_time" defaultChecked={values.frequency !== 'monthly'} /> One time
        </label>
        <label>
          <input type="radio" name="frequency" value="monthly" defaultChecked={values.frequency === 'monthly'} /> Monthly
        </label>
      </fieldset>
      <fieldset {...described('amount')}>
        <legend>{`Amount (${currency})`}</legend>
        <Amounts>
          {PRESET_AMOUNTS.map((amount) => (
            <label key={amount}>
              <input type="radio" name="preset" value={String(amount)} defaultChecked={preset === String(amount)} /> {amount}
            </label>
          ))}
          <label>
            <input type="radio" name="preset" value={CUSTOM_AMOUNT} defaultChecked={preset === CUSTOM_AMOUNT} /> Other amount
          </label>
        </Amounts>
        <label htmlFor={idOf('amount')}>{`Other amount, ${min} to ${max} ${currency}`}</label>
        <input id={idOf('amount')} name="amount" inputMode="decimal" autoComplete="transaction-amount" maxLength={20} defaultValue={values.amount} />
        {errorText('amount')}
      </fieldset>
      <fieldset>
        <legend>Dedication (optional)</legend>
        <label htmlFor={idOf('dedicationType')}>Dedicate this donation</label>
        <select id={idOf('dedicationType')} name="dedicationType" defaultValue={values.dedicationType ?? ''}>
          <option value="">No dedication</option>
          <option value="honour">In honour of</option>
          <option value="memory">In memory of</option>
        </select>
        <label htmlFor={idOf('dedication')}>Name</label>
        <input id={idOf('dedication')} name="dedication" maxLength={200} defaultValue={values.dedication} {...described('dedication')} />
        {errorText('dedication')}
      </fieldset>
      <label htmlFor={idOf('message')}>Message (optional)</label>
      <textarea id={idOf('message')} name="message" rows={3} maxLength={500} defaultValue={values.message} {...described('message')} />
      {errorText('message')}
      <label htmlFor={idOf('donorName')}>Your name</label>
      <input id={idOf('donorName')} name="donorName" autoComplete="name" maxLength={200} defaultValue={values.donorName} {...described('donorName')} />
      {errorText('donorName')}
      <label className="check">
        <input type="checkbox" name="anonymous" value="yes" defaultChecked={values.anonymous === 'yes'} /> Give anonymously (your name is never shown)
      </label>
      <label htmlFor={idOf('email')}>E-mail, for your receipt</label>
      <input id={idOf('email')} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} {...described('email')} />
      {errorText('email')}
      <HoneypotField id={`${prefix}trap`} />
      <ContinueToPayment pending={pending} />
    </PaymentForm>
  );
}

const Amounts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
`;
