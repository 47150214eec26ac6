import { SiteLink as Link } from '@/components/navigation/SiteLink';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Signed in', robots: { index: false } };

export default function LoggedInPage() {
  return (
    <div style={{ maxWidth: 480, margin: '64px auto', padding: 16 }}>
      <h1>You are signed in</h1>
      <p>
        <Link href="/">Continue to the home page</Link> or see <Link href="/profile">your profile</Link>.
      </p>
    </div>
  );
}
