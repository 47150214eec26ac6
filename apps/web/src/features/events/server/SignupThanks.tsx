import type { ReactNode } from 'react';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

type Query = Promise<Record<string, string | string[] | undefined>>;

const TEXTS = {
  confirmed: "You're signed up. We've sent you a mail with the details and the event for your calendar; it also has a link to cancel if your plans change.",
  waitlisted: "The event is full just now, so you're on the waiting list. We've sent you a mail, and we'll write again as soon as seats free up.",
} as const;

/**
 * The thank-you page's words after an event sign-up (`?signup=confirmed` or `?signup=waitlisted`);
 * `fallback` for any other visit.
 */
export async function SignupThanks({ query, fallback }: { query: Query; fallback: ReactNode }) {
  const signup = (await query).signup;
  if (signup !== 'confirmed' && signup !== 'waitlisted') return fallback;
  return (
    <>
      <p role="status" data-testid="signup-thanks">
        {TEXTS[signup]}
      </p>
      <p>
        <Link href="/events">More events</Link>
      </p>
    </>
  );
}
