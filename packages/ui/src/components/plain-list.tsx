import { styled, type StyledComponent } from 'styled-components';

/**
 * A `<ul>` without bullets, margin or padding. It keeps `role="list"`, which some screen readers
 * drop from unstyled lists.
 *
 * @example
 * ```tsx
 * <PlainList>
 *   <li>Gemara</li>
 *   <li>Halacha</li>
 * </PlainList>
 * ```
 */
export const PlainList: StyledComponent<'ul'> = styled.ul.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;
