import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } };

export default function CalendarThankYouPage() {
  return (
    <>
      <h1>Thank you</h1>
      <p>Your calendar request has been received.</p>
      <p>
        <Link href="/calendar">Back to the calendar</Link> · <Link href="/">Home</Link>
      </p>
    </>
  );
}
