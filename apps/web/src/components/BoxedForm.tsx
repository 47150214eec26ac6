import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/**
 * A visitor's form in a bordered box (an event's sign-up, the contact form): a heading, labels
 * above their fields, a refused field's border in the danger colour, the button at the start.
 */
export const BoxedForm = styled.form<{ $maxWidth: string }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-width: ${({ $maxWidth }) => $maxWidth};
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
  select,
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
  }
`;
