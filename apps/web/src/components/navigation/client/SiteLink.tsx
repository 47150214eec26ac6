'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useRef, type ComponentProps } from 'react';
import { useIdlePrefetch } from '@openshiur/ui/client';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

/**
 * The site's internal link (the product's limits "Link prefetch"): Next's own viewport prefetch is off; a link
 * that has been visible is prefetched once the browser is idle (timeout 2000 ms), never on 2g
 * connections or with data-saver on.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);
  const prefetch = useCallback(() => router.prefetch(href), [router, href]);
  useIdlePrefetch(ref, prefetch);
  return <Link ref={ref} href={href} prefetch={false} {...props} />;
}
