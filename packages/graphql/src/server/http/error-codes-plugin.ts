import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors';

/**
 * Guarantees that every error leaving the endpoint carries `extensions.code`. Parse and validation
 * errors (including graphql-armor's depth/cost/alias rejections) get theirs here; errors raised by
 * resolvers already have one, and unexpected ones are masked as INTERNAL_SERVER_ERROR.
 */
export function errorCodesPlugin(): Plugin {
  return {
    onParse:
      () =>
      ({ result, replaceParseResult }) => {
        if (result instanceof Error) replaceParseResult(withCode(result, ErrorCode.ParseFailed));
      },
    onValidate:
      () =>
      ({ result, setResult }) => {
        if (result.length > 0)
          setResult(result.map((error) => withCode(error, ErrorCode.ValidationFailed)));
      },
    onResultProcess: ({ result, setResult }) => {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      // With no data at all the request itself was rejected: that is the client's error (400), not ours.
      const rejected = result.data == null;
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          const coded = withCode(error, codeForRequestError(error));
          if (!rejected || coded.extensions.code === ErrorCode.Internal || coded.extensions.http)
            return coded;
          return new GraphQLError(coded.message, {
            ...coded,
            extensions: { ...coded.extensions, http: { status: 400 } },
          });
        }),
      });
    },
  };
}

/**
 * graphql ships CommonJS and ESM builds; yoga and our code may load different ones, so `instanceof
 * GraphQLError` is unreliable across them. Recognise the error by its shape instead.
 */
export function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError' && 'extensions' in error;
}

/**
 * Errors raised before execution that did not pass the parse/validate hooks: graphql-armor's limits
 * (reported as syntax errors while parsing), malformed requests and invalid variables.
 */
function codeForRequestError(error: Error): ErrorCode {
  if (/limit of \d+ exceeded/i.test(error.message)) return ErrorCode.ValidationFailed;
  if (error.message.startsWith('Syntax Error')) return ErrorCode.ParseFailed;
  return ErrorCode.BadUserInput;
}

function withCode(error: Error, code: string): GraphQLError {
  const graphQLError = isGraphQLError(error)
    ? error
    : new GraphQLError(error.message, { originalError: error });
  if (graphQLError.extensions?.code) return graphQLError;
  return new GraphQLError(graphQLError.message, {
    nodes: graphQLError.nodes,
    source: graphQLError.source,
    positions: graphQLError.positions,
    path: graphQLError.path,
    originalError: graphQLError.originalError,
    extensions: { ...graphQLError.extensions, code },
  });
}

/** Unexpected errors: the client learns only that something failed; the server logs the cause. */
export function maskUnexpectedError(error: unknown, message: string): Error {
  // A resolver threw one of our coded errors: graphql-js wrapped it with the path; keep it as is.
  if (
    isGraphQLError(error) &&
    isGraphQLError(error.originalError) &&
    error.originalError.extensions?.code
  ) {
    return new GraphQLError(error.originalError.message, {
      path: error.path,
      nodes: error.nodes,
      extensions: error.originalError.extensions,
    });
  }
  // Parse/validation errors (including graphql-armor's) and errors that already carry a code.
  if (isGraphQLError(error) && (!error.originalError || error.extensions?.code)) return error;
  // Raised before execution, so without a path: a variable that does not fit its type (an unknown
  // enum value, a number for an input object), which graphql-js wraps around the type's own error.
  // The client's mistake: onResultProcess codes it BAD_USER_INPUT, and nothing is logged.
  if (isGraphQLError(error) && !error.path && isGraphQLError(error.originalError)) return error;
  console.error('[graphql] unexpected error', error);
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.Internal },
    ...(isGraphQLError(error) ? { path: error.path, nodes: error.nodes } : {}),
  });
}
