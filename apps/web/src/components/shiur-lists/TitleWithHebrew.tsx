import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';

/** A page's `h1` with its Hebrew name beside it (not inside, so the heading reads as one language). */
export function TitleWithHebrew({ children, hebrew }: { children: ReactNode; hebrew: string }) {
  return (
    <Title>
      <h1>{children}</h1>
      <p lang="he" dir="rtl">
        {hebrew}
      </p>
    </Title>
  );
}

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space.md};
  margin-bottom: ${theme.space.sm};

  & h1 {
    margin: 0;
  }

  & p {
    margin: 0;
    font-family: ${theme.fonts.hebrew};
    font-size: 1.5rem;
    color: ${theme.colors.muted};
  }
`;
