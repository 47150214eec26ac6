import 'server-only';
import { execute, type GraphQLError } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { executableSchema } from '@openshiur/graphql/server';
import { contextForRequest } from '@/server/services';

/**
 * Runs one operation for a route handler's request, in process, as whoever the request is (its
 * session cookie or Bearer token): the same checks as /api/graphql, without an HTTP hop.
 */
export async function runOperation<TData, TVariables extends Record<string, unknown>>(
  request: Request,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<{ data: TData | null; errors: readonly GraphQLError[] }> {
  const result = await execute({ schema: executableSchema, document, variableValues: variables, contextValue: await contextForRequest(request) });
  return { data: (result.data as TData | null | undefined) ?? null, errors: result.errors ?? [] };
}

/** The code of an operation's first error (BAD_USER_INPUT, FORBIDDEN, …). */
export const errorCodeOf = (errors: readonly GraphQLError[]): string | undefined => errors[0]?.extensions?.code as string | undefined;
