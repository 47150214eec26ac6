import type { ReactNode } from 'react';
import { CACHED_VIEW } from '@/lib/page-view';
import { pageViewOf } from '@/server/page-view';

/**
 * Every page sits under the render the proxy chose for its request (lib/page-view.ts). The cached
 * render of each page without search parameters is prerendered at build; the others are rendered
 * on their first visit (and cached, for anonymous visits).
 */
export function generateStaticParams(): { view: string }[] {
  return [{ view: CACHED_VIEW }];
}

export default async function ViewLayout({ children, params }: { children: ReactNode; params: Promise<{ view: string }> }) {
  // Checked here once so that a typed-in /a.…/ address that the proxy did not make is a 404.
  await pageViewOf(params);
  return children;
}
