import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Email Sign Up' };

export default function NewslettersPage() {
  return (
    <>
      <h1>Email Sign Up</h1>
      <p>Get the week&apos;s new shiurim, the Daf Yomi schedule and event announcements by e-mail.</p>
    </>
  );
}
