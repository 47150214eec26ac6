import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Donate' };

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
    </>
  );
}
