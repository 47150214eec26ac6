import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Order' };

export default function OrderPage() {
  return (
    <>
      <h1>Order</h1>
      <p>Printed learning calendars, Daf Yomi charts and sefarim from our programmes.</p>
      <p>
        <Link href="/">Back to the shiurim</Link>
      </p>
    </>
  );
}
