import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Suspense } from 'react';
import type { Metadata } from 'next';
import { SignupThanks } from '@/features/events/server/SignupThanks';
import { pageQuery } from '@/server/page-view';

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } };

export default function CalendarThankYouPage({ params, searchParams }: PageProps<'/[view]/calendar/thankyou'>) {
  return (
    <>
      <h1>Thank you</h1>
      <Suspense fallback={<p>Your calendar request has been received.</p>}>
        <SignupThanks query={pageQuery(params, searchParams)} fallback={<p>Your calendar request has been received.</p>} />
      </Suspense>
      <p>
        <Link href="/calendar">Back to the calendar</Link> · <Link href="/">Home</Link>
      </p>
    </>
  );
}
