import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '../theme';
import { focusColorOn, hideInPrint } from './styles';

/** The two footer styles: the light topic footer and the dark footer (spec §2.6). */
export type FooterVariant = 'light' | 'dark';

const Footer = styled.footer<{ $variant: FooterVariant }>`
  padding-block: ${theme.space.xl} ${theme.space.lg};
  background: ${(props) => (props.$variant === 'dark' ? theme.colors.darkFooterBackground : theme.colors.surfaceMuted)};
  color: ${(props) => (props.$variant === 'dark' ? theme.colors.darkFooterText : theme.colors.text)};
  ${(props) => props.$variant === 'dark' && focusColorOn(theme.colors.darkFooterText)}

  & a:not([data-button-link]) {
    color: inherit;
  }

  & > * {
    width: 100%;
    max-width: ${theme.layout.contentMaxWidth};
    margin-inline: auto;
    padding-inline: ${theme.space.md};
  }

  & > * + * {
    margin-top: ${theme.space.lg};
  }

  ${hideInPrint}
`;

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps extends HTMLAttributes<HTMLElement> {
  /** Defaults to `'light'`. */
  variant?: FooterVariant;
  children?: ReactNode;
}

/**
 * The site footer: a `<footer data-site-footer>`, light or dark, both with AA-contrast text
 * (links take the footer's text colour). Each direct child is laid out in the 1170px content
 * width. Left out when printing.
 *
 * @example
 * ```tsx
 * <SiteFooter variant="dark">
 *   <LegalLinks siteName="Torah Learning" year={2026} />
 * </SiteFooter>
 * ```
 */
export function SiteFooter({ variant = 'light', children, ...props }: SiteFooterProps) {
  return (
    <Footer {...props} $variant={variant} data-site-footer="" data-variant={variant}>
      {children}
    </Footer>
  );
}
