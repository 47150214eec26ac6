import type { ReactNode } from 'react';

/**
 * Test helper: a router's link component, as a site passes it through `linkAs`. It marks its
 * anchor with `data-router-link` so a test can tell it rendered the link.
 */
export function RouterLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a href={href} className={className} data-router-link="">
      {children}
    </a>
  );
}
