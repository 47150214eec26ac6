import type { ReactNode } from 'react';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Section, SectionHeader } from './home-styles';

/**
 * A section of the home page: its heading with a link to the whole list, then its body. The body is
 * cached content rendered into the prerendered page, not behind a Suspense fallback: React sends a
 * finished boundary of more than a few kilobytes after the rest of the page and reveals it a frame
 * later, so the fallback line was painted first and replaced by the taller body, moving everything
 * below (the footer included).
 */
export function HomeSection({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeader>
        <h2 id={id}>{title}</h2>
        <Link href={more.href}>{more.label}</Link>
      </SectionHeader>
      {children}
    </Section>
  );
}
