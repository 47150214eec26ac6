import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { print } from 'graphql';
import { GetNewsletterListsDocument, type GetNewsletterListsQuery } from '@openshiur/graphql';
import { readAsAnonymous } from '@/server/anonymous-read';

/** Expired by the studio when an admin adds, renames, reorders or archives a list. */
export const NEWSLETTER_LISTS_TAG = 'newsletter-lists';

const operation = print(GetNewsletterListsDocument);

/**
 * The lists the sign-up form offers, from Next's cache like any public content (the page stays a
 * prerendered one), under a tag of their own: a list change refreshes the form and nothing else.
 */
export async function newsletterListsForForm(): Promise<GetNewsletterListsQuery['newsletterLists']> {
  'use cache';
  cacheLife('content');
  cacheTag(NEWSLETTER_LISTS_TAG);
  const { data } = await readAsAnonymous(operation, {});
  return (data as GetNewsletterListsQuery | null)?.newsletterLists ?? [];
}
