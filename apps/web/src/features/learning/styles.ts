import { css } from 'styled-components';
import { media, theme } from '@openshiur/ui';

/** A responsive grid of cards: one column on a phone, as many 260px columns as fit above it. */
export const cardGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.sm};
  }
`;

/** The small uppercase label above a card's main line. */
export const eyebrow = css`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;
