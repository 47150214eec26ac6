import { GraphQLError } from 'graphql';

/** Codes every GraphQL error carries in `extensions.code`. Clients branch on these, never on messages. */
export const ErrorCode = {
  BadUserInput: 'BAD_USER_INPUT',
  /** The request itself is malformed (not JSON, too big): before any GraphQL is read. */
  BadRequest: 'BAD_REQUEST',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  /** A save over a version that changed since the editor opened it. */
  Conflict: 'CONFLICT',
  Internal: 'INTERNAL_SERVER_ERROR',
  ValidationFailed: 'GRAPHQL_VALIDATION_FAILED',
  ParseFailed: 'GRAPHQL_PARSE_FAILED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  /** Too many requests of one kind from one client address: try again after `retryAfterSeconds`. */
  RateLimited: 'RATE_LIMITED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function graphQLError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const badUserInput = (message: string, argumentName?: string) =>
  graphQLError(ErrorCode.BadUserInput, message, argumentName ? { argumentName } : {});

export const unauthenticated = (message = 'Sign-in required or the token is not valid') =>
  graphQLError(ErrorCode.Unauthenticated, message);

export const forbidden = (message: string) => graphQLError(ErrorCode.Forbidden, message);

export interface FieldError {
  /** The input field, as the form names it (`title`, `daf`, …). */
  field: string;
  message: string;
}

/** Invalid input of a form-shaped mutation: every field's problem at once, for the form to show. */
export const invalidFields = (fieldErrors: FieldError[]) =>
  graphQLError(ErrorCode.BadUserInput, 'Some fields need attention', { fieldErrors });
