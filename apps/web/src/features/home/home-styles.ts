import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { eyebrow } from '@/features/learning/styles';

/** Pieces the home page's sections share. */
export const Section = styled.section`
  margin: ${theme.space.xl} 0;
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.md};
  h2 {
    margin: 0;
  }
`;

export const Eyebrow = styled.p`
  ${eyebrow}
  color: inherit;
  opacity: 0.9;
`;
