import { styled, type StyledComponent } from 'styled-components';
import { media } from '../theme';

/**
 * Content left out of printed pages (`data-print="hide"`). A `div` by default (use `as` for
 * another element). Works with or without {@link GlobalStyles}.
 *
 * @example
 * ```tsx
 * <PrintHidden>
 *   <button type="button">Share this shiur</button>
 * </PrintHidden>
 * ```
 */
export const PrintHidden: StyledComponent<'div', { 'data-print'?: 'hide' }> = styled.div.attrs<{
  'data-print'?: 'hide';
}>({ 'data-print': 'hide' })`
  ${media.print} {
    display: none !important;
  }
`;

/**
 * Content shown only on paper (`data-print="only"`), such as the page's address or a source
 * note. A `div` by default (use `as` for another element).
 *
 * @example
 * ```tsx
 * <PrintOnly>Printed from example.org/p/1234</PrintOnly>
 * ```
 */
export const PrintOnly: StyledComponent<'div', { 'data-print'?: 'only' }> = styled.div.attrs<{
  'data-print'?: 'only';
}>({ 'data-print': 'only' })`
  @media not print {
    display: none !important;
  }
`;
