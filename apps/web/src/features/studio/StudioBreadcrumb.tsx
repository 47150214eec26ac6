import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { STUDIO_SECTIONS, type StudioSection } from './StudioNav';

/** Studio › {section} › {current}: the way back to the list from a form (posts' list is the studio's own). */
export function StudioBreadcrumb({ current, section }: { current: string; section?: Exclude<StudioSection, 'posts'> }) {
  return (
    <nav aria-label="Breadcrumb">
      <Link href="/studio">Studio</Link> ›{' '}
      {section ? (
        <>
          <Link href={STUDIO_SECTIONS[section].href}>{STUDIO_SECTIONS[section].label}</Link> ›{' '}
        </>
      ) : null}
      <span aria-current="page">{current}</span>
    </nav>
  );
}
