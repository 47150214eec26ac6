'use server';

import { redirect } from 'next/navigation';
import { unfollowTargets } from '@openshiur/graphql/server';
import { database } from '@/server/services';
import { readUnsubscribeToken } from './unsubscribe-token';

/** The button of /alerts/unsubscribe (works without JavaScript): stops the follows, then says so. */
export async function stopAlertsAction(formData: FormData): Promise<void> {
  const token = formData.get('token');
  const link = await readUnsubscribeToken(token);
  if (!link) redirect('/alerts/unsubscribe');
  await unfollowTargets(await database(), link.userId, link.targets);
  redirect(`/alerts/unsubscribe?done=1&token=${encodeURIComponent(String(token))}`);
}
