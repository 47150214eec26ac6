import { styled, type StyledComponent } from 'styled-components';
import { media } from '../theme';

/**
 * Content shown from 960px up only (`display: none` below), like the notifications area and the
 * user popover (spec §2.3). A `div` by default (use `as` for another element).
 *
 * @example
 * ```tsx
 * <WideOnly as="span">Signed in as Avraham Sample</WideOnly>
 * ```
 */
export const WideOnly: StyledComponent<'div'> = styled.div`
  ${media.narrow} {
    display: none !important;
  }
`;

/**
 * Content shown below 960px only (`display: none` from 960px up), like the collapsible menu's
 * toggle and the mobile search field. A `div` by default (use `as` for another element).
 *
 * @example
 * ```tsx
 * <NarrowOnly as="span">Menu</NarrowOnly>
 * ```
 */
export const NarrowOnly: StyledComponent<'div'> = styled.div`
  ${media.wide} {
    display: none !important;
  }
`;
