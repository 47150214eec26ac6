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
import { query } from './apollo';

/**
 * The spec's GetCurrentUser (exactly its fields), plus the display name and picture the header and
 * the chat widget use, read by a separate small query so the spec document keeps its shape.
 */
export type CurrentUser = NonNullable<GetCurrentUserQuery['me']> & {
  name: string | null;
  picture: string | null;
};
export type SeriesSummary = GetAllSeriesQuery['allSeries'][number];

export interface FirstRenderData {
  currentUser: CurrentUser | null;
  allSeries: SeriesSummary[];
}

/**
 * Spec §4 "First server render": the current user when the request carries a session, and always
 * the list of all series (for the menu and the topic footer). Cached per request.
 */
export const loadFirstRender = cache(async (): Promise<FirstRenderData> => {
  const hasSession = Boolean((await cookies()).get(SESSION_COOKIE_NAME)?.value);
  const [currentUser, allSeries] = await Promise.all([
    hasSession ? loadCurrentUser() : Promise.resolve(null),
    query({ query: GetAllSeriesDocument, variables: { includeEmpty: false } }).then(
      (result) => result.data?.allSeries ?? [],
    ),
  ]);
  return { currentUser, allSeries };
});

async function loadCurrentUser(): Promise<CurrentUser | null> {
  const variables = { input: { services: env.SITE_SERVICE_ID } };
  // Both read the same user record (the request's viewer is loaded once in the GraphQL context).
  const [result, profile] = await Promise.all([
    query({ query: GetCurrentUserDocument, variables, errorPolicy: 'all' }),
    query({ query: GetViewerProfileDocument, variables, errorPolicy: 'all' }),
  ]);
  // An expired or invalid session is an anonymous visit, not a broken page.
  if (CombinedGraphQLErrors.is(result.error)) return null;
  if (result.error) throw result.error;
  const me = result.data?.me;
  if (!me) return null;
  const extra: GetViewerProfileQuery['me'] = profile.data?.me ?? null;
  return { ...me, name: extra?.name ?? null, picture: extra?.picture ?? null };
}
