import type { Metadata } from 'next';
import { ThankYou } from '@/features/calendar/server/ThankYou';
import { pageQuery } from '@/server/page-view';

// It reads its query at the top (no <Suspense>, so the text is in the HTML without JavaScript); the
// anonymous render still takes it from its segment and stays cached, one page per query.
export const instant = false;

export const metadata: Metadata = { title: 'Thank you', robots: { index: false } };

/**
 * `/calendar/thankyou`: where a calendar action ends. `?subscribed=calendar` (the calendar's
 * "Subscribe to this calendar") shows how to subscribe; any other address a generic thank-you.
 */
export default async function CalendarThankYouPage({ params, searchParams }: PageProps<'/[view]/calendar/thankyou'>) {
  return <ThankYou query={await pageQuery(params, searchParams)} />;
}
