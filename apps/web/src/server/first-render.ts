import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SESSION_COOKIE_NAME } from '@openshiur/auth';
import {
  GetAllSeriesDocument,
  GetCurrentUserDocument,
  type GetAllSeriesQuery,
  type GetCurrentUserQuery,
} from '@openshiur/graphql';
import { env } from '@/env';
import { query } from './apollo';

export type CurrentUser = NonNullable<GetCurrentUserQuery['me']>;
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
  const result = await query({
    query: GetCurrentUserDocument,
    variables: { input: { services: env.SITE_SERVICE_ID } },
    errorPolicy: 'all',
  });
  // An expired or invalid session is an anonymous visit, not a broken page.
  if (CombinedGraphQLErrors.is(result.error)) return null;
  if (result.error) throw result.error;
  return result.data?.me ?? null;
}
