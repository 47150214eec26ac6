'use server';

import { redirect } from 'next/navigation';
import { SendContactMessageDocument } from '@openshiur/graphql';
import { getClient } from '@/server/apollo';
import { takeFormAllowance } from '@/server/rate-limit/form-limits';
import { CONTACT_SENT_HREF, type ContactFormState } from '../contact-form-state';
import { handleContactForm } from './contact-form';

/**
 * The /connect contact form (a Server Action, so it works without JavaScript): the API stores the
 * message and queues its two mails before this answers; then the visitor lands on the thank-you.
 * The hourly allowance per client address is the one the other mail-sending forms share.
 */
export async function sendContactAction(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const outcome = await handleContactForm(formData, {
    takeAllowance: () => takeFormAllowance('mail-forms'),
    send: async (input) => {
      const result = await (await getClient()).mutate({ mutation: SendContactMessageDocument, variables: { input }, errorPolicy: 'all' });
      return { ok: result.data?.sendContactMessage.ok === true, error: result.error };
    },
  });
  if ('sent' in outcome) redirect(CONTACT_SENT_HREF);
  return outcome;
}
