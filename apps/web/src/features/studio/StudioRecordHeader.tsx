import type { ReactNode } from 'react';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { StudioBreadcrumb } from './StudioBreadcrumb';
import { StudioNav, type StudioSection } from './StudioNav';

/**
 * The top of a studio form page: the studio navigation, the way back to the section's list, the
 * heading and, after a save (`?saved=1`), what happened with a link to the record on the site when
 * visitors can see it (`viewHref`), or why they cannot (`hiddenNote`).
 */
export function StudioRecordHeader({
  section,
  heading,
  current,
  saved = false,
  viewHref,
  hiddenNote,
}: {
  section: Exclude<StudioSection, 'posts'>;
  heading: string;
  current: string;
  saved?: boolean;
  viewHref?: string;
  hiddenNote?: string;
}): ReactNode {
  return (
    <>
      <StudioNav current={section} />
      <StudioBreadcrumb section={section} current={current} />
      <h1>{heading}</h1>
      {saved ? (
        <p role="status" data-testid="saved">
          Saved. {viewHref ? <Link href={viewHref}>View it on the site</Link> : hiddenNote}
        </p>
      ) : null}
    </>
  );
}
