import 'server-only';
import { notFound } from 'next/navigation';
import { print } from 'graphql';
import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { query } from './apollo';
import { cachedRead } from './cached-read';

const operationText = new WeakMap<object, string>();

/** The operation's text with `__typename` on every object, so a cached read can tag its records. */
function textOf(document: TypedDocumentNode<unknown, never>): string {
  let text = operationText.get(document);
  if (!text) {
    text = print(addTypenameToDocument(document));
    operationText.set(document, text);
  }
  return text;
}

/**
 * Runs one operation for a page as an anonymous visitor, through Next's cache (see cached-read.ts):
 * the content every visitor sees. A BAD_USER_INPUT answer (malformed id, unknown masechta) means the
 * address names nothing: the visitor gets the 404 page. Any other error propagates to the error page.
 */
export async function load<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { data, userErrorCodes } = await cachedRead(textOf(document as TypedDocumentNode<unknown, never>), variables);
  if (userErrorCodes.includes('BAD_USER_INPUT')) notFound();
  return dataOrThrow(data, userErrorCodes) as TData;
}

/**
 * The same cached anonymous read for route handlers that answer machines (podcast feeds, their
 * artwork): an argument error throws instead of rendering the 404 page.
 */
export async function loadForRoute<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const { data, userErrorCodes } = await cachedRead(textOf(document as TypedDocumentNode<unknown, never>), variables);
  return dataOrThrow(data, userErrorCodes) as TData;
}

function dataOrThrow(data: Record<string, unknown> | null, userErrorCodes: string[]): Record<string, unknown> {
  if (userErrorCodes.length > 0) throw new Error(`The query failed: ${userErrorCodes.join(', ')}`);
  if (!data) throw new Error('The query returned no data');
  return data;
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

/**
 * Runs one operation as the signed-in viewer (their subscriptions, say). It reads the session
 * cookie, so it renders per request: call it only inside a `<Suspense>` boundary, never for the
 * content every visitor sees.
 */
export async function loadForViewer<TData, TVariables extends Record<string, unknown>>(
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
