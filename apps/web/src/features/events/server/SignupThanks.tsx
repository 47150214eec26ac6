import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

export type SignupOutcome = 'confirmed' | 'waitlisted';

export const isSignupOutcome = (value: string | undefined): value is SignupOutcome => value === 'confirmed' || value === 'waitlisted';

const TEXTS: Record<SignupOutcome, string> = {
  confirmed: "You're signed up. We've sent you a mail with the details and the event for your calendar; it also has a link to cancel if your plans change.",
  waitlisted: "The event is full just now, so you're on the waiting list. We've sent you a mail, and we'll write again as soon as seats free up.",
};

/** The thank-you page after an event sign-up (`/calendar/thankyou?signup=confirmed` or `=waitlisted`). */
export function SignupThanks({ outcome }: { outcome: SignupOutcome }) {
  return (
    <>
      <h1>Thank you</h1>
      <p role="status" data-testid="signup-thanks">
        {TEXTS[outcome]}
      </p>
      <p>
        <Link href="/events">More events</Link> · <Link href="/">Home</Link>
      </p>
    </>
  );
}
