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
import { getClient } from './apollo';
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
  // One client for both: outside a render (GET /api/viewer) each getClient() call makes a new one.
  const client = await getClient();
  const [result, profile] = await Promise.all([
    client.query({ query: GetCurrentUserDocument, variables, errorPolicy: 'all' }),
    client.query({ query: GetViewerProfileDocument, variables, errorPolicy: 'all' }),
  ]);
  // An expired or invalid session is an anonymous visit, not a broken page.
  if (CombinedGraphQLErrors.is(result.error)) return null;
  if (result.error) throw result.error;
  const me = result.data?.me;
  if (!me) return null;
  const extra: GetViewerProfileQuery['me'] = profile.data?.me ?? null;
  return { ...me, name: extra?.name ?? null, picture: extra?.picture ?? null };
}
