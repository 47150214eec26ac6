import type { ElementType, ReactNode } from 'react';

/**
 * The element or component used to render links. Components that render links take it as the
 * `linkAs` prop and default to a plain `<a>`; a Next.js site passes `next/link`, a React Router
 * site its `Link` adapted to take `href`.
 */
export type LinkComponent = ElementType<{ href: string; className?: string; children?: ReactNode }>;

/** A link as data: where it goes and what it says. */
export interface LinkItem {
  href: string;
  label: ReactNode;
  /** Stable key when `href` repeats; defaults to `href`. */
  key?: string;
}
