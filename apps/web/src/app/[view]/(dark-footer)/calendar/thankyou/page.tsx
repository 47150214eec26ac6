import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ThankYou } from '@/features/calendar/server/ThankYou';
import { pageQuery } from '@/server/page-view';

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } };

/**
 * `/calendar/thankyou`: where a calendar action ends. `?subscribed=calendar` (the calendar's
 * "Subscribe to this calendar") shows how to subscribe; any other address a generic thank-you.
 */
export default function CalendarThankYouPage({ params, searchParams }: PageProps<'/[view]/calendar/thankyou'>) {
  return (
    <Suspense fallback={<h1>Thank you</h1>}>
      <ThankYou query={pageQuery(params, searchParams)} />
    </Suspense>
  );
}
