import { styled, type StyledComponent } from 'styled-components';
import { visuallyHiddenCss } from './styles';

/**
 * Text for screen readers only: hidden visually, kept in the accessibility tree. A `span` by
 * default (use `as` for another element). `GlobalStyles` also provides the same rules as the
 * `.visually-hidden` class.
 *
 * @example
 * ```tsx
 * <button type="button">
 *   <SearchIcon />
 *   <VisuallyHidden>Search</VisuallyHidden>
 * </button>
 * ```
 */
export const VisuallyHidden: StyledComponent<'span'> = styled.span`
  ${visuallyHiddenCss}
`;
