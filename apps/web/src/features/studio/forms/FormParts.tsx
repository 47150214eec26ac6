import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/**
 * The pieces every studio form is laid out with (posts, series, authors, …), so they look and read
 * the same to editors and to assistive technology: each control's label, hint and error tied to it.
 */

/** A label, its control, a hint and the control's error message, tied together by ids. */
export function Field({ label, id, error, hint, children }: { label: string; id: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </FieldBox>
  );
}

export const FormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 960px;

  input:not([type='checkbox']),
  select,
  textarea {
    font: inherit;
    padding: 6px 8px;
    border: 1px solid ${theme.colors.border};
    border-radius: 4px;
    min-width: 0;
  }

  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;

  & > * {
    flex: 1 1 180px;
  }
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  label {
    font-weight: 600;
  }
`;

export const Fieldset = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: 4px;
  padding: 8px 12px 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;

  legend {
    font-weight: 600;
  }
`;

export const Hint = styled.span`
  font-size: 0.85rem;
  color: ${theme.colors.muted};
`;

export const ErrorText = styled.span`
  font-size: 0.9rem;
  color: ${theme.colors.danger};
`;

/** The form's answer (a problem, a conflict), focused when it appears. */
export const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${theme.colors.danger};
  background: ${theme.colors.surfaceMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;

  button {
    font: inherit;
    padding: 8px 24px;
    border-radius: 4px;
    border: 1px solid ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    cursor: pointer;
  }

  button[disabled] {
    opacity: 0.7;
    cursor: progress;
  }
`;
