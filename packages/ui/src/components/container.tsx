import { styled, type StyledComponent } from 'styled-components';
import { theme } from '../theme';

/**
 * The content area: at most 1170px wide (`theme.layout.contentMaxWidth`), centred, with
 * horizontal padding. A `div` by default; render another element with `as`.
 *
 * @example
 * ```tsx
 * <Container as="main" id="main">
 *   <h1>Shiurim</h1>
 * </Container>
 * ```
 */
export const Container: StyledComponent<'div'> = styled.div`
  width: 100%;
  max-width: ${theme.layout.contentMaxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.md};
`;
