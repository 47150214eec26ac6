import 'server-only';
import { notFound } from 'next/navigation';
import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { query } from './apollo';

/**
 * Runs one operation for a page. A BAD_USER_INPUT answer (malformed id, unknown masechta) means the
 * address names nothing: the visitor gets the 404 page. Any other error propagates to the error page.
 */
export async function load<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const result = await query({ query: document, variables, errorPolicy: 'all' });
  const { error, data } = result;
  if (error) {
    if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT')) {
      notFound();
    }
    throw error;
  }
  if (!data) throw new Error('The query returned no data');
  return data as TData;
}

/** Loads one record for an entity page; a missing record is the 404 page. */
export async function loadRecord<TData, TVariables extends Record<string, unknown>, TRecord>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  pick: (data: TData) => TRecord | null | undefined,
): Promise<TRecord> {
  const record = pick(await load(document, variables));
  if (record == null) notFound();
  return record;
}
