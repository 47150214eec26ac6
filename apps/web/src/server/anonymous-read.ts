import 'server-only';
import { execute, parse, type DocumentNode } from 'graphql';
import { executableSchema } from '@openshiur/graphql/server';
import { anonymousContext } from './services';

/** What an anonymous read gives: the data, and the error codes that mean "no such thing" (not failures). */
export interface AnonymousReadResult {
  data: Record<string, unknown> | null;
  userErrorCodes: string[];
}

/** Error codes that depend only on the arguments, so caching them is right (a malformed id stays malformed). */
const ARGUMENT_ERROR_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']);

const parsed = new Map<string, DocumentNode>();

/**
 * Runs one GraphQL operation in process as an anonymous visitor: what every visitor may see.
 * Failures (database down) throw; argument errors come back as codes beside the data.
 */
export async function readAsAnonymous(
  operation: string,
  variables: Record<string, unknown>,
): Promise<AnonymousReadResult> {
  let document = parsed.get(operation);
  if (!document) {
    document = parse(operation);
    parsed.set(operation, document);
  }
  const result = await execute({
    schema: executableSchema,
    document,
    variableValues: variables,
    contextValue: await anonymousContext(),
  });
  const errors = result.errors ?? [];
  const unexpected = errors.find(
    (error) => !ARGUMENT_ERROR_CODES.has(String(error.extensions?.code)),
  );
  if (unexpected) throw unexpected.originalError ?? unexpected;
  // graphql-js builds results from null-prototype objects; callers (and Next's cache) get plain JSON.
  const data = result.data
    ? (JSON.parse(JSON.stringify(result.data)) as Record<string, unknown>)
    : null;
  return { data, userErrorCodes: errors.map((error) => String(error.extensions?.code)) };
}
