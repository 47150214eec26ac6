'use server';

import { redirect } from 'next/navigation';
import { linkProblemText, tokenOf, unsubscribe, updatePreferences } from './link-operations';

/**
 * The forms of the pages behind a mail's links (Server Actions: they work without JavaScript).
 * Each answers by going back to its page with what happened in the address, as the studio's admin
 * forms do, so a reload never sends the form again.
 */

const preferencesHref = (token: string, said: Record<string, string>) =>
  `/newsletters/preferences?${new URLSearchParams({ token, ...said }).toString()}`;

export async function savePreferencesAction(formData: FormData): Promise<void> {
  const token = tokenOf(formData.get('token'));
  if (!token) redirect('/newsletters/preferences');
  const lists = formData.getAll('lists').filter((value): value is string => typeof value === 'string').slice(0, 50);
  const name = formData.get('firstName');
  const result = await updatePreferences(token, lists, typeof name === 'string' && name.trim() ? name.slice(0, 400) : null);
  if (!result.ok) {
    const message = result.problem.fieldErrors.firstName ?? result.problem.fieldErrors.lists ?? linkProblemText(result.problem);
    redirect(preferencesHref(token, { problem: message }));
  }
  redirect(preferencesHref(token, { saved: lists.length > 0 ? 'lists' : 'none' }));
}

export async function unsubscribeAllAction(formData: FormData): Promise<void> {
  const token = tokenOf(formData.get('token'));
  if (!token) redirect('/newsletters/preferences');
  const result = await unsubscribe(token);
  redirect(preferencesHref(token, result.ok ? { saved: 'none' } : { problem: linkProblemText(result.problem) }));
}

/** The button of the page a mail's unsubscribe link opens in a browser (GET never unsubscribes). */
export async function confirmUnsubscribeAction(formData: FormData): Promise<void> {
  const token = tokenOf(formData.get('token'));
  if (!token) redirect('/newsletters/preferences/unsubscribe');
  const result = await unsubscribe(token);
  const said: Record<string, string> = result.ok ? { done: '1' } : { problem: linkProblemText(result.problem) };
  redirect(`/newsletters/preferences/unsubscribe?${new URLSearchParams({ token, ...said }).toString()}`);
}
