import type { Metadata } from 'next';
import { NewsletterSignupForm } from '@/features/newsletters/client/NewsletterSignupForm';
import { newsletterListsForForm } from '@/features/newsletters/server/newsletter-lists-read';
import { signUpAction } from '@/features/newsletters/server/signup-action';

export const metadata: Metadata = { title: 'Email Sign Up' };

/**
 * /newsletters: the sign-up form. A cached page like any public one (the lists come from the
 * content cache); the form posts a Server Action, which works without JavaScript.
 */
export default async function NewslettersPage() {
  const lists = await newsletterListsForForm();
  return (
    <>
      <h1>Email Sign Up</h1>
      <p>Get the week&apos;s new shiurim, the Daf Yomi schedule and event announcements by e-mail.</p>
      <NewsletterSignupForm lists={lists.map(({ id, name, description }) => ({ id, name, description }))} signUp={signUpAction} />
    </>
  );
}
