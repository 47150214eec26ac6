import { Suspense, type ReactNode } from 'react';

/**
 * The developer's pages read the disk at request time. Without a boundary of their own, that read
 * sits right under the root layout and `next build` refuses to prerender the route ("uncached or
 * runtime data … outside of <Suspense>"), failing the whole build.
 */
export default function DevLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
