import styled, { css } from 'styled-components';
import { media, theme, VisuallyHidden } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { formatDay } from '@/features/learning/server/calendar-day';
import type { TodayEntry } from '@/features/learning/server/today-entries';
import { Hebrew } from '../Hebrew';
import { TextLink } from '../TextLink';
import { cardGrid, eyebrow } from '../styles';

/**
 * One card per programme with the day's unit, linking to its shiurim. The home page's cards are
 * compact (the programme's name links to its schedule); `full`, on /learning, adds the
 * description, each part of a unit and a link to the text.
 */
export function TodayLearning({
  entries,
  full = false,
  headingLevel = 'h3',
}: {
  entries: readonly TodayEntry[];
  full?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Grid data-testid="today-learning" $compact={!full}>
      {entries.map((entry) => (
        <Card key={entry.id} data-programme={entry.id} $compact={!full}>
          <Programme as={headingLevel}>
            {full ? entry.name : <Link href={`/learning/${entry.id}`}>{entry.shortName}</Link>}
          </Programme>
          {entry.unit ? (
            <>
              <Unit $compact={!full}>
                <Link href={entry.unit.href} data-testid="unit-link">
                  {entry.unit.label}
                </Link>
              </Unit>
              {entry.unit.hebrewLabel ? (
                <HebrewLine>
                  <Hebrew>{entry.unit.hebrewLabel}</Hebrew>
                </HebrewLine>
              ) : null}
              {full && entry.unit.parts.length > 1 ? (
                <Parts aria-label={`Parts of today’s ${entry.shortName}`}>
                  {entry.unit.parts.map((part) => (
                    <li key={part.href}>
                      <Link href={part.href}>{part.label}</Link>
                    </li>
                  ))}
                </Parts>
              ) : null}
            </>
          ) : (
            <Rest>
              None today.
              {entry.next ? (
                <>
                  {' '}
                  Next, {formatDay(entry.next.date)}:{' '}
                  <Link href={entry.next.href}>{entry.next.label}</Link>
                </>
              ) : null}
            </Rest>
          )}
          {full ? (
            <>
              <Description>{entry.description}</Description>
              <Links>
                <Link href={`/learning/${entry.id}`}>
                  Shiurim and schedule<VisuallyHidden>: {entry.name}</VisuallyHidden>
                </Link>
                {entry.unit?.textUrl ? (
                  <TextLink href={entry.unit.textUrl} unitLabel={entry.unit.label} />
                ) : null}
              </Links>
            </>
          ) : null}
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $compact: boolean }>`
  ${cardGrid}
  ${({ $compact }) =>
    $compact
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
          ${media.narrow} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `
      : ''}
`;

const Card = styled.li<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${({ $compact }) => ($compact ? theme.space.sm : theme.space.md)} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.surface};
`;

const Programme = styled.h3`
  ${eyebrow}
  a {
    color: inherit;
  }
`;

const Unit = styled.p<{ $compact: boolean }>`
  margin: 0;
  font-size: ${({ $compact }) => ($compact ? '1.125rem' : '1.25rem')};
  font-weight: 700;
  line-height: 1.3;
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const HebrewLine = styled.p`
  margin: 0;
  font-size: 1.0625rem;
`;

const Parts = styled.ul`
  margin: ${theme.space.xs} 0 0;
  padding-left: 1.2em;
  font-size: 0.9375rem;
  /* WCAG 2.2 target size: each link at least 24px high. */
  a {
    display: inline-block;
    min-height: 24px;
    padding-block: 2px;
  }
`;

const Rest = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;

const Description = styled.p`
  margin: ${theme.space.xs} 0 0;
  font-size: 0.9375rem;
  color: ${theme.colors.muted};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: auto 0 0;
  padding-top: ${theme.space.sm};
  font-size: 0.9375rem;
`;
