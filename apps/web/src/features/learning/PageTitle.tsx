import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@openshiur/ui';

/** A learning page's h1: the English name, and the Hebrew on its own, smaller line. */
export function PageTitle({ children, hebrew }: { children: ReactNode; hebrew?: string }) {
  return (
    <Title>
      {children}
      {hebrew ? (
        <>
          {' '}
          <HebrewTitle lang="he" dir="rtl">
            {hebrew}
          </HebrewTitle>
        </>
      ) : null}
    </Title>
  );
}

const Title = styled.h1`
  margin: ${theme.space.sm} 0;
  font-size: 2.25rem;
  line-height: 1.2;
  ${media.narrow} {
    font-size: 1.75rem;
  }
`;

const HebrewTitle = styled.span`
  display: block;
  margin-top: ${theme.space.xs};
  font-family: ${theme.fonts.hebrew};
  font-size: 0.65em;
  font-weight: 400;
  color: ${theme.colors.muted};
`;
