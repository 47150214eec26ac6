'use server';

import { redirect } from 'next/navigation';
import { StudioCancelEventSignupDocument } from '@openshiur/graphql';
import { getClient } from '@/server/apollo';

const ID = /^[1-9]\d{0,9}$/;

/**
 * The Cancel button of a sign-up in the studio (a plain form: works without JavaScript). The API
 * checks the editor role; the freed seats go to the waiting list there, with their mails.
 */
export async function cancelSignupAction(formData: FormData): Promise<void> {
  const eventId = String(formData.get('eventId') ?? '');
  const signupId = String(formData.get('signupId') ?? '');
  if (!ID.test(eventId) || !ID.test(signupId)) redirect('/studio/events');
  const result = await (await getClient()).mutate({ mutation: StudioCancelEventSignupDocument, variables: { id: signupId }, errorPolicy: 'all' });
  if (result.error || !result.data) {
    console.error('[studio] cancelling a sign-up failed', result.error);
    redirect(`/studio/events/${eventId}/signups?problem=1`);
  }
  redirect(`/studio/events/${eventId}/signups?cancelled=${signupId}`);
}
