import 'server-only';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A GraphQL answer's first error, as the newsletter forms read it. */
export interface ApiProblem {
  code?: string;
  reason?: string;
  message?: string;
  fieldErrors: Record<string, string>;
}

export function apiProblemOf(error: unknown): ApiProblem {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const list = (first?.extensions?.fieldErrors as { field: string; message: string }[] | undefined) ?? [];
  return {
    code: first?.extensions?.code as string | undefined,
    reason: first?.extensions?.reason as string | undefined,
    message: first?.message,
    fieldErrors: Object.fromEntries(list.map(({ field, message }) => [field, message])),
  };
}

/** The problem's field errors that belong to the form's own fields (an API's `input`, say, does not). */
export function fieldErrorsFor<Field extends string>(problem: ApiProblem, fields: readonly Field[]): Partial<Record<Field, string>> {
  const known: readonly string[] = fields;
  return Object.fromEntries(Object.entries(problem.fieldErrors).filter(([field]) => known.includes(field))) as Partial<Record<Field, string>>;
}
