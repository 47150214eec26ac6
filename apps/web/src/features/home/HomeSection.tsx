import { Suspense, type ReactNode } from 'react';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { Placeholder, Section, SectionHeader } from './home-styles';

/** A section of the home page: its heading with a link to the whole list, its body streamed in. */
export function HomeSection({
  id,
  title,
  more,
  loading,
  children,
}: {
  id: string;
  title: string;
  more: { href: string; label: string };
  loading: string;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={id}>
      <SectionHeader>
        <h2 id={id}>{title}</h2>
        <Link href={more.href}>{more.label}</Link>
      </SectionHeader>
      <Suspense fallback={<Placeholder>{loading}</Placeholder>}>{children}</Suspense>
    </Section>
  );
}
