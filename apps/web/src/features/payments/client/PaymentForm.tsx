'use client';

import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/**
 * The frame of a form that ends at the payment provider (/donate, the store's checkout): one column
 * of fieldsets and labelled fields. Labels are bold except a choice's (`className="choice"`).
 */
export const PaymentForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-width: 560px;
  margin-top: 24px;

  h2 {
    margin: 0 0 4px;
    font-size: 1.3rem;
  }

  fieldset {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0 0 8px;
    padding: 12px;
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
  }

  legend,
  label:not(.choice) {
    font-weight: 600;
  }

  input:not([type='radio']):not([type='checkbox']),
  select,
  textarea {
    font: inherit;
    padding: 6px 8px;
  }

  button {
    align-self: flex-start;
    padding: 8px 16px;
    font: inherit;
  }

  button[type='submit'] {
    margin-top: 8px;
  }
`;

/** The button that sends the visitor on to pay; says so while the provider's page is being opened. */
export function ContinueToPayment({ pending, disabled = false }: { pending: boolean; disabled?: boolean }) {
  return (
    <button type="submit" disabled={pending || disabled}>
      {pending ? 'Opening the payment page…' : 'Continue to payment'}
    </button>
  );
}
