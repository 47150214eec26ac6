'use client';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../internal/focus';
import { useInternalConsent } from './context';

const LinkButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

/**
 * Props of {@link CookiePolicyButton}.
 *
 * @example
 * ```tsx
 * <CookiePolicyButton className="footer-link">Cookie settings</CookiePolicyButton>
 * ```
 */
export interface CookiePolicyButtonProps {
  children?: ReactNode;
  className?: string;
}

/**
 * A button styled as a link that opens the cookie-consent drawer (the footers' "Cookie Policy").
 * Must be used inside {@link ConsentProvider}.
 *
 * @example
 * ```tsx
 * <footer>
 *   <a href="/privacy-policy">Privacy Policy</a> <CookiePolicyButton />
 * </footer>
 * ```
 */
export function CookiePolicyButton({
  children = 'Cookie Policy',
  className,
}: CookiePolicyButtonProps) {
  const { openDrawer } = useInternalConsent('CookiePolicyButton');
  return (
    <LinkButton type="button" className={className} aria-haspopup="dialog" onClick={openDrawer}>
      {children}
    </LinkButton>
  );
}
