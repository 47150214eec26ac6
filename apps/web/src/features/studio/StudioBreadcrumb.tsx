import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** Studio › {current}: the way back to the post list from a form. */
export function StudioBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Link href="/studio">Studio</Link> › <span aria-current="page">{current}</span>
    </nav>
  );
}
