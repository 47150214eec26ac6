import { css } from 'styled-components';
import { theme } from '@openshiur/ui';

/**
 * The dropdown's visible box: on the listbox itself (so the element that scrolls is the combobox's
 * popup, which keyboard users scroll with the arrow keys) and on the messages shown instead of it.
 * At most 500px high, borders included, scrolling beyond that (the product's search dropdown rules and limits).
 */
export const popupPanel = css`
  box-sizing: border-box;
  width: 100%;
  max-height: 500px;
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: 0 8px 24px rgb(0 0 0 / 16%);
`;
