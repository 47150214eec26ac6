import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/** A form's problem: beside a field, or above the form (role="alert"). */
export const FormProblem = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
`;

/**
 * What the public forms put beside each field the server refused: the field's `aria-invalid` and
 * `aria-describedby` pointing at its message, and the message (`data-testid="{testIdPrefix}-{field}-error"`).
 */
export function fieldProblems<Field extends string>(
  errors: Partial<Record<Field, string>> | undefined,
  idOf: (field: Field) => string,
  testIdPrefix: string,
) {
  return {
    described: (field: Field) => (errors?.[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${idOf(field)}-error` } : {}),
    errorText: (field: Field) =>
      errors?.[field] ? (
        <FormProblem id={`${idOf(field)}-error`} data-testid={`${testIdPrefix}-${field}-error`}>
          {errors[field]}
        </FormProblem>
      ) : null,
  };
}
