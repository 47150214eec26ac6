import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';
import { DedicationForm } from '@/features/memorial/client/DedicationForm';
import { memorialFormAction, previewPassingAction } from '@/features/memorial/server/memorial-actions';
import { env } from '@/env';
import { siteToday } from '@/server/site-date';

export const metadata: Metadata = { title: 'Memorial donation' };

/**
 * /memorial-donation: dedicate a day's learning l'iluy nishmas, on a chosen date or on the
 * yahrzeit every year. A cached page (renewed at midnight with `siteToday`); the form posts a
 * Server Action, so it works without JavaScript.
 */
export default async function MemorialDonationPage() {
  const today = (await siteToday()).iso;
  return (
    <>
      <h1>Memorial donation</h1>
      <p>
        Dedicate a day’s learning in memory of a loved one: on a date you choose, or on the yahrzeit every year. On
        that day the home page, the Daf Yomi page and every daily learning page show the dedication, and a week
        before each yahrzeit we send you a reminder. The dedication is shown once your donation is paid.
      </p>
      <DedicationForm variant="public" action={memorialFormAction} preview={previewPassingAction} today={today} currency={env.DONATION_CURRENCY} />
      <p>
        <Link href="/donate">General donations</Link>
      </p>
    </>
  );
}
