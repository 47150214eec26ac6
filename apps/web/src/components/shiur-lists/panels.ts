import styled, { css } from 'styled-components';
import { theme } from '@openshiur/ui';

/**
 * The lead panel of a page built around a day (today's daf, this week's parsha, the next fast):
 * framed, with the accent rule on top.
 */
export const LeadPanel = styled.section`
  margin: ${theme.space.md} 0 ${theme.space.lg};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.medium};
  background: ${theme.colors.surface};

  & p {
    margin: ${theme.space.xs} 0;
  }
`;

/** The small capitals over a lead panel's main line ("Today's daf", "This Shabbos"). */
export const LeadKicker = styled.h2`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.muted};
`;

/** A lead panel's main line, large, with its Hebrew (`lang="he"`) beside it in the Hebrew face. */
export const LeadLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space.md};
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  font-weight: 700;

  & [lang='he'] {
    font-family: ${theme.fonts.hebrew};
    font-weight: 400;
    color: ${theme.colors.muted};
  }
`;

/**
 * Framed cards in as many columns as fit, none narrower than `$min`; a card's `<small>` is its
 * muted footnote. A list (`as="ol"` when the order means something).
 */
export const CardGrid = styled.ul.attrs({ role: 'list' })<{ $min: string }>`
  list-style: none;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(props) => props.$min}), 1fr));

  & > li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.medium};
  }

  & small {
    color: ${theme.colors.muted};
  }
`;

/** A list laid out as a wrapping row of chips or links, without bullets or indent. */
export const wrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
