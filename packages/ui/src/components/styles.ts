import { css } from 'styled-components';
import { media, theme } from '../theme';

/**
 * Shared style fragments of the components (internal: not exported from the package root).
 */

/** The visible focus ring (WCAG 2.2: 2.4.7 Focus Visible), drawn only for keyboard focus. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenCss = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  clip-path: inset(50%) !important;
  white-space: nowrap !important;
  border: 0 !important;
`;

/** Removes the element from printed pages. */
export const hideInPrint = css`
  ${media.print} {
    display: none !important;
  }
`;

/**
 * On a dark background the default focus colour lacks contrast: point the focus variable at the
 * light text colour of that background for everything inside.
 */
export function focusColorOn(color: string) {
  return css`
    ${theme.vars.colors.focus}: ${color};
  `;
}
