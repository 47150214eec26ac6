import { css } from 'styled-components';
import { theme } from '@openshiur/ui';

/** The look of a box in the post page's side column (series navigation, related shiurim). */
export const sidebarBox = css`
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.surfaceMuted};
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: 1.0625rem;
  }
`;
