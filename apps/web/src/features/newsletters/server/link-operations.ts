import 'server-only';
import {
  ConfirmNewsletterSignupDocument,
  GetNewsletterPreferencesDocument,
  UnsubscribeFromNewslettersDocument,
  UpdateNewsletterPreferencesDocument,
  type ConfirmNewsletterSignupMutation,
  type GetNewsletterPreferencesQuery,
  type NewsletterSubscriptionFieldsFragment,
} from '@openshiur/graphql';
import { getClient } from '@/server/apollo';
import { apiProblemOf, type ApiProblem } from './form-problems';

/**
 * What the pages behind a mail's signed link ask the API. A refused link is an answer, not a
 * failure: the page explains it; anything else (the database away) goes to the error page.
 */
export type LinkResult<T> = { ok: true; value: T } | { ok: false; problem: ApiProblem };

const TOKEN = /^[\w.-]{1,2000}$/;

/** The `token` of a page's query, when it looks like one (the API checks it for real). */
export function tokenOf(value: string | string[] | undefined | FormDataEntryValue | null): string | null {
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

function refused<T>(error: unknown): LinkResult<T> {
  const problem = apiProblemOf(error);
  if (problem.code === 'BAD_USER_INPUT') return { ok: false, problem };
  throw error instanceof Error ? error : new Error('The newsletter API failed');
}

export async function confirmSignup(token: string): Promise<LinkResult<ConfirmNewsletterSignupMutation['confirmNewsletterSignup']>> {
  const result = await (await getClient()).mutate({ mutation: ConfirmNewsletterSignupDocument, variables: { token }, errorPolicy: 'all' });
  return result.data && !result.error ? { ok: true, value: result.data.confirmNewsletterSignup } : refused(result.error);
}

export async function readPreferences(token: string): Promise<LinkResult<GetNewsletterPreferencesQuery>> {
  const result = await (await getClient()).query({ query: GetNewsletterPreferencesDocument, variables: { token }, errorPolicy: 'all', fetchPolicy: 'no-cache' });
  return result.data && !result.error ? { ok: true, value: result.data } : refused(result.error);
}

export async function updatePreferences(token: string, lists: string[], firstName: string | null): Promise<LinkResult<NewsletterSubscriptionFieldsFragment>> {
  const result = await (await getClient()).mutate({ mutation: UpdateNewsletterPreferencesDocument, variables: { token, input: { lists, firstName } }, errorPolicy: 'all' });
  return result.data && !result.error ? { ok: true, value: result.data.updateNewsletterPreferences } : refused(result.error);
}

export async function unsubscribe(token: string, list: string | null = null): Promise<LinkResult<NewsletterSubscriptionFieldsFragment>> {
  const result = await (await getClient()).mutate({ mutation: UnsubscribeFromNewslettersDocument, variables: { token, list }, errorPolicy: 'all' });
  return result.data && !result.error ? { ok: true, value: result.data.unsubscribeFromNewsletters } : refused(result.error);
}

/** The words a page shows for a refused link. */
export function linkProblemText(problem: ApiProblem): string {
  if (problem.reason === 'SUPERSEDED') return 'A newer confirmation mail replaced this one. Please use the link in the latest mail.';
  if (problem.reason === 'INVALID_LINK') return 'This link is not valid or has expired. Sign up again to get a new one.';
  return problem.message ?? 'This link could not be used.';
}
