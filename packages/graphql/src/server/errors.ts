import { GraphQLError } from 'graphql';

/** Codes every GraphQL error carries in `extensions.code`. Clients branch on these, never on messages. */
export const ErrorCode = {
  BadUserInput: 'BAD_USER_INPUT',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Internal: 'INTERNAL_SERVER_ERROR',
  ValidationFailed: 'GRAPHQL_VALIDATION_FAILED',
  ParseFailed: 'GRAPHQL_PARSE_FAILED',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
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
