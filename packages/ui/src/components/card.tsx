import { styled, type StyledComponent } from 'styled-components';
import { theme } from '../theme';

/**
 * A bordered box for one item (a shiur, a series, an author). A `div` by default; use
 * `as="article"` for self-contained content, `as="li"` inside a list.
 *
 * @example
 * ```tsx
 * <Card as="article">
 *   <CardTitle>Introduction to Berachos</CardTitle>
 *   <CardMeta>Rabbi A. Sample · 42 minutes</CardMeta>
 *   <CardBody>
 *     <p>The first mishnah: from when may the evening Shema be read?</p>
 *   </CardBody>
 * </Card>
 * ```
 */
export const Card: StyledComponent<'div'> = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
`;

/**
 * The heading of a {@link Card}: an `h3` by default; pick the level that fits the page with `as`.
 *
 * @example
 * ```tsx
 * <CardTitle as="h2">Parshas Bereishis</CardTitle>
 * ```
 */
export const CardTitle: StyledComponent<'h3'> = styled.h3`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.3;
`;

/**
 * A line of secondary details under a {@link CardTitle} (author, date, length), in the muted
 * text colour (AA contrast on the surface).
 *
 * @example
 * ```tsx
 * <CardMeta>Rabbi A. Sample · 12 Tishrei 5786</CardMeta>
 * ```
 */
export const CardMeta: StyledComponent<'p'> = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${theme.colors.muted};
`;

/**
 * The main content of a {@link Card}.
 *
 * @example
 * ```tsx
 * <CardBody>
 *   <p>A short summary of the shiur.</p>
 * </CardBody>
 * ```
 */
export const CardBody: StyledComponent<'div'> = styled.div`
  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }
`;
