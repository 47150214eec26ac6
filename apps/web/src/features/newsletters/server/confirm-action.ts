'use server';

import { redirect } from 'next/navigation';
import { confirmSignup, tokenOf } from './link-operations';

const confirmHref = (said: Record<string, string>) => `/newsletters/confirm?${new URLSearchParams(said).toString()}`;

/**
 * The button of /newsletters/confirm (a Server Action: it works without JavaScript). Confirming
 * takes this POST, never the link's GET, because mail scanners open every link of a mail: a
 * scanner must not confirm an address its owner never asked for. The page it goes back to shows
 * the outcome from the address, so a reload never sends the form again.
 */
export async function confirmSignupAction(formData: FormData): Promise<void> {
  const token = tokenOf(formData.get('token'));
  if (!token) redirect(confirmHref({ problem: 'INVALID_LINK' }));
  const result = await confirmSignup(token);
  if (!result.ok) redirect(confirmHref({ problem: result.problem.reason ?? 'INVALID_LINK' }));
  redirect(confirmHref({ done: result.value.status, prefs: result.value.preferencesToken }));
}
