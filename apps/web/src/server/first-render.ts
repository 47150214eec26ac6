import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import {
  GetAllSeriesDocument,
  GetCurrentUserDocument,
  GetViewerProfileDocument,
  type GetAllSeriesQuery,
  type GetCurrentUserQuery,
  type GetViewerProfileQuery,
} from '@openshiur/graphql';
import { env } from '@/env';
import { execute } from 'graphql';
import { ErrorCode, executableSchema } from '@openshiur/graphql/server';
import { getClient } from './apollo';
import { contextForRequest } from './services';
import { load } from './load';

/**
 * The spec's GetCurrentUser (exactly its fields), plus the display name and picture the header and
 * the chat widget use, read by a separate small query so the spec document keeps its shape.
 */
export type CurrentUser = NonNullable<GetCurrentUserQuery['me']> & {
  name: string | null;
  picture: string | null;
};
export type SeriesSummary = GetAllSeriesQuery['allSeries'][number];

/**
 * The product's states and transitions "First server render": the current user when the request carries a session, and always
 * the list of all series (for the menu and the topic footer). The two are loaded apart so pages
 * stay cacheable: the series list is public content from Next's cache (`load`), while the current
 * user reads the request's cookie and is rendered per request inside `<Suspense>` boundaries.
 */
export async function loadAllSeries(): Promise<SeriesSummary[]> {
  return (await load(GetAllSeriesDocument, { includeEmpty: false })).allSeries;
}

/** The signed-in user of this request, or null. Reads the cookie: call it only under `<Suspense>`. */
export const loadCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const hasSession = Boolean((await cookies()).get(SESSION_COOKIE_NAME)?.value);
  return hasSession ? loadSignedInUser() : null;
});

async function loadSignedInUser(): Promise<CurrentUser | null> {
  const variables = { input: { services: env.SITE_SERVICE_ID } };
  // Both read the same user record (the request's viewer is loaded once in the GraphQL context).
  const client = await getClient();
  const [result, profile] = await Promise.all([
    client.query({ query: GetCurrentUserDocument, variables, errorPolicy: 'all' }),
    client.query({ query: GetViewerProfileDocument, variables, errorPolicy: 'all' }),
  ]);
  // An expired or invalid session is an anonymous visit, not a broken page.
  if (CombinedGraphQLErrors.is(result.error)) return null;
  if (result.error) throw result.error;
  return currentUserOf(result.data?.me, profile.data?.me);
}

/**
 * The same user for a request outside a render (GET /api/viewer, asked on every signed-in view of
 * a shared page): the two operations executed straight on the schema, without Apollo's client and
 * cache, and without validating documents that codegen made from this schema. About a third of the
 * CPU of the Apollo path, which is most of a signed-in view's cost.
 */
export async function loadCurrentUserOf(request: Request): Promise<{ user: CurrentUser | null; sessionEnded: boolean }> {
  if (!request.headers.get('cookie')?.includes(`${SESSION_COOKIE_NAME}=`)) return { user: null, sessionEnded: false };
  const contextValue = await contextForRequest(request);
  const variableValues = { input: { services: env.SITE_SERVICE_ID } };
  const [result, profile] = await Promise.all([
    execute({ schema: executableSchema, document: GetCurrentUserDocument, variableValues, contextValue }),
    execute({ schema: executableSchema, document: GetViewerProfileDocument, variableValues, contextValue }),
  ]);
  // As on the Apollo path: an expired or invalid session (an error from `me`) is an anonymous
  // visit. UNAUTHENTICATED says the cookie names no live session (other errors say nothing of it).
  if (result.errors?.length) {
    return { user: null, sessionEnded: result.errors.some((error) => error.extensions?.code === ErrorCode.Unauthenticated) };
  }
  const user = currentUserOf((result.data as GetCurrentUserQuery | undefined)?.me, (profile.data as GetViewerProfileQuery | undefined)?.me);
  return { user, sessionEnded: false };
}

function currentUserOf(me: GetCurrentUserQuery['me'] | undefined, extra: GetViewerProfileQuery['me'] | undefined): CurrentUser | null {
  if (!me) return null;
  return { ...me, name: extra?.name ?? null, picture: extra?.picture ?? null };
}
