import type { Metadata } from 'next';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { env } from '@/env';
import { DonationForm } from '@/features/donations/client/DonationForm';
import { donateAction } from '@/features/donations/server/donate-action';

export const metadata: Metadata = { title: 'Donate' };

/** /donate: a cached page like any public one; the form is a Server Action (works without JavaScript). */
export default function DonatePage() {
  return (
    <>
      <h1>Donate</h1>
      <p>
        Every shiur on this site is free to everyone. Your donation keeps it that way: it pays for recording,
        hosting and the daily-learning programmes.
      </p>
      <p>
        To dedicate learning in memory of a loved one, see <Link href="/memorial-donation">memorial donations</Link>.
      </p>
      <DonationForm
        currency={env.DONATION_CURRENCY}
        min={env.DONATION_MIN.toLocaleString('en-US')}
        max={env.DONATION_MAX.toLocaleString('en-US')}
        donate={donateAction}
      />
    </>
  );
}
