import type { HTMLAttributes, ReactNode } from 'react';
import { styled, type StyledComponent } from 'styled-components';
import type { LinkComponent } from '../link';
import { theme } from '../theme';
import { focusColorOn, focusRing, hideInPrint } from './styles';

/** The two header styles: `'brown'` is the one of /tefillah and /tzom-gedalia (spec §2.3). */
export type HeaderVariant = 'default' | 'brown';

const Bar = styled.header<{ $variant: HeaderVariant }>`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.header};
  background: ${(props) => (props.$variant === 'brown' ? theme.colors.brownHeaderBackground : theme.colors.headerBackground)};
  color: ${(props) => (props.$variant === 'brown' ? theme.colors.brownHeaderText : theme.colors.headerText)};
  border-bottom: 1px solid
    ${(props) => (props.$variant === 'brown' ? 'transparent' : theme.colors.border)};
  ${(props) => props.$variant === 'brown' && focusColorOn(theme.colors.brownHeaderText)}

  & a:not([data-button-link]) {
    color: inherit;
  }

  ${hideInPrint}
`;

/** Props of {@link HeaderBar}. */
export interface HeaderBarProps extends HTMLAttributes<HTMLElement> {
  /** Defaults to `'default'`. */
  variant?: HeaderVariant;
  children?: ReactNode;
}

/**
 * The site header's bar: a `<header data-site-header>` that sticks to the top of the page
 * (z-index `theme.zIndices.header`), in the default or the brown style, both with AA-contrast
 * text; links inside take the header's text colour. Left out when printing.
 *
 * @example
 * ```tsx
 * <HeaderBar variant="brown">
 *   <HeaderInner>
 *     <HeaderLogo>Tefillah</HeaderLogo>
 *   </HeaderInner>
 * </HeaderBar>
 * ```
 */
export function HeaderBar({ variant = 'default', children, ...props }: HeaderBarProps) {
  return (
    <Bar {...props} $variant={variant} data-site-header="" data-variant={variant}>
      {children}
    </Bar>
  );
}

/**
 * The header's content row: a wrapping flex row, at most 1170px wide and centred, at least the
 * header height (`theme.layout.headerHeight`). A `div` by default (use `as` for another element).
 *
 * @example
 * ```tsx
 * <HeaderInner>
 *   <HeaderLogo>Torah Learning</HeaderLogo>
 *   <ButtonLink href="/donate/">Donate</ButtonLink>
 * </HeaderInner>
 * ```
 */
export const HeaderInner: StyledComponent<'div'> = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  width: 100%;
  max-width: ${theme.layout.contentMaxWidth};
  min-height: ${theme.layout.headerHeight};
  margin-inline: auto;
  padding: ${theme.space.sm} ${theme.space.md};
`;

const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 24px;
  margin-inline-end: auto;
  color: inherit;
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;

  & img,
  & svg {
    display: block;
    height: 40px;
    width: auto;
  }

  ${focusRing}
`;

/** Props of {@link HeaderLogo}. */
export interface HeaderLogoProps {
  /** Defaults to `'/'` (home). */
  href?: string;
  /** The link component (`next/link`'s `Link`, say); defaults to `'a'`. */
  linkAs?: LinkComponent;
  /** The logo: text, or an `<img>` with the site's name as `alt`. */
  children: ReactNode;
  className?: string;
}

/**
 * The logo, linking home (spec §2.3). Put the site's name in it: as text, or as the `alt` of the
 * logo image.
 *
 * @example
 * ```tsx
 * <HeaderLogo>
 *   <img src="/logo.svg" alt="Torah Learning" width={160} height={40} />
 * </HeaderLogo>
 * ```
 */
export function HeaderLogo({ href = '/', linkAs, children, className }: HeaderLogoProps) {
  return (
    <Logo as={linkAs ?? 'a'} href={href} className={className} data-site-logo="">
      {children}
    </Logo>
  );
}
