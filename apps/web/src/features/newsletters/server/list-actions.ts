'use server';

import { revalidateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { CreateNewsletterListDocument, UpdateNewsletterListDocument } from '@openshiur/graphql';
import { getClient } from '@/server/apollo';
import type { ListFormState } from '../list-form-state';
import { apiProblemOf } from './form-problems';
import { NEWSLETTER_LISTS_TAG } from './newsletter-lists-read';

/**
 * The studio's newsletter-list form (admins; works without JavaScript): creates a list, or changes
 * the one named by `listId`. The API checks the role and every field; a saved change expires the
 * cached sign-up form, so visitors see it at once.
 */
export async function saveNewsletterListAction(_previous: ListFormState, formData: FormData): Promise<ListFormState> {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === 'string' ? value.slice(0, 2_000) : '';
  };
  const values = { id: text('id'), name: text('name'), description: text('description'), position: text('position'), archived: formData.get('archived') === 'on' };
  const position = values.position.trim() === '' ? 0 : Number(values.position);
  if (!Number.isInteger(position)) return { values, fieldErrors: { position: 'A whole number' } };
  const existing = text('listId');
  const input = { name: values.name, description: values.description, position, archived: values.archived };
  const client = await getClient();
  const result = existing
    ? await client.mutate({ mutation: UpdateNewsletterListDocument, variables: { id: existing, input }, errorPolicy: 'all' })
    : await client.mutate({ mutation: CreateNewsletterListDocument, variables: { input: { ...input, id: values.id || null } }, errorPolicy: 'all' });
  const data = result.data as { createNewsletterList?: { id: string }; updateNewsletterList?: { id: string } } | undefined;
  const saved = data?.createNewsletterList ?? data?.updateNewsletterList;
  if (!saved || result.error) {
    const problem = apiProblemOf(result.error);
    if (problem.code === 'FORBIDDEN' || problem.code === 'UNAUTHENTICATED') return { values, message: 'Only admins can change newsletter lists.' };
    if (problem.code === 'BAD_USER_INPUT' || problem.code === 'NOT_FOUND') {
      const { id, name, description, position: positionError } = problem.fieldErrors;
      return { values, fieldErrors: { id, name, description, position: positionError }, message: Object.keys(problem.fieldErrors).length ? undefined : problem.message };
    }
    console.error('[studio] newsletter list save failed', result.error);
    return { values, message: 'The list could not be saved. Try again in a moment.' };
  }
  revalidateTag(NEWSLETTER_LISTS_TAG, { expire: 0 });
  redirect(`/studio/newsletters?saved=${encodeURIComponent(saved.id)}`);
}
