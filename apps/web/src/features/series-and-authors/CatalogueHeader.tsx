import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@openshiur/ui';
import { seriesCoverStyles } from './SeriesCover';

/**
 * The head of a series or author page: picture, the page's one h1, facts and description, and the
 * actions (subscribe, podcast feed) together, so the page reads the same for every kind.
 */
export function CatalogueHeader({
  picture,
  title,
  eyebrow,
  children,
  actions,
}: {
  picture: ReactNode;
  title: ReactNode;
  /** A short line above the title ("Series", "Author"). */
  eyebrow?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Header>
      <Picture>{picture}</Picture>
      <Text>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title>{title}</Title>
        {children}
        {actions ? <Actions>{actions}</Actions> : null}
      </Text>
    </Header>
  );
}

const Header = styled.header`
  ${seriesCoverStyles}
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.lg};
  align-items: start;
  margin-bottom: ${theme.space.xl};
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.md};
    margin-bottom: ${theme.space.lg};
  }
`;

const Picture = styled.div`
  line-height: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-width: 0;
  p {
    margin: 0;
  }
`;

const Eyebrow = styled.p`
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 3vw, 2.125rem);
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.sm};
`;

/** "Gemara · 24 shiurim · 2 teachers": short facts in one muted line. */
export const Facts = styled.p`
  color: ${theme.colors.muted};
  & > span + span::before {
    content: '·' / '';
    margin: 0 6px;
  }
`;

/** A heading for a part of a catalogue page, with room for a count or a link beside it. */
export const PartHeading = styled.h2`
  margin: ${theme.space.xl} 0 ${theme.space.md};
  font-size: 1.375rem;
`;
