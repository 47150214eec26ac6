import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme';

const Link = styled.a`
  position: fixed;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  z-index: calc(${theme.zIndices.loadingBar} + 100);
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.small};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-weight: 600;
  text-decoration: underline;
  transform: translateY(calc(-100% - 16px));

  &:not(:focus) {
    clip-path: inset(50%);
  }

  &:focus {
    transform: none;
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Props of {@link SkipLink}. */
export interface SkipLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'children'
> {
  /** The target's fragment. Defaults to `'#main'`. */
  href?: string;
  /** Defaults to `'Skip to content'`. */
  children?: ReactNode;
}

/**
 * The "skip to content" link (WCAG 2.4.1): make it the first focusable element of the page. It
 * stays off-screen until it receives keyboard focus, then shows at the top left, above everything.
 * The target (`<main id="main">` by default) should be focusable, e.g. with `tabIndex={-1}`.
 *
 * @example
 * ```tsx
 * <>
 *   <SkipLink />
 *   <main id="main" tabIndex={-1}>…</main>
 * </>
 * ```
 */
export function SkipLink({
  href = '#main',
  children = 'Skip to content',
  ...props
}: SkipLinkProps) {
  return (
    <Link {...props} href={href} data-skip-link="">
      {children}
    </Link>
  );
}
