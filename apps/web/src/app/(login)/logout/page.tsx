import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Signed out', robots: { index: false } };

export default function LogoutPage() {
  return (
    <div style={{ maxWidth: 480, margin: '64px auto', padding: 16 }}>
      <h1>You are signed out</h1>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </div>
  );
}
