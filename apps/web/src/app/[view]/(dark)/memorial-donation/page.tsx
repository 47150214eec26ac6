import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Memorial donation' };

export default function MemorialDonationPage() {
  return (
    <>
      <h1>Memorial donation</h1>
      <p>
        Dedicate a day of learning, a daf or a series in memory of a loved one. The dedication is shown with the
        learning on the day you choose.
      </p>
      <p>
        <Link href="/donate">General donations</Link>
      </p>
    </>
  );
}
