import styled from 'styled-components';
import type { BavliMasechta } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';
import { dafLabel, dafYomiHref, neighbouringDafim } from '@/features/dafyomi/daf-navigation';

/** Previous and next daf in the order of the cycle (across masechtot), and the masechta's page. */
export function DafNavigation({ masechta, daf }: { masechta: BavliMasechta; daf: number }) {
  const { previous, next } = neighbouringDafim(masechta, daf);
  return (
    <Nav aria-label="Previous and next daf">
      <Link href={dafYomiHref.daf(previous.masechta, previous.daf)} rel="prev" data-direction="previous">
        <small>← Previous daf</small>
        {dafLabel(previous)}
      </Link>
      <Link href={dafYomiHref.masechta(masechta)} data-direction="up">
        <small>Masechta</small>
        All dapim of {masechta.name}
      </Link>
      <Link href={dafYomiHref.daf(next.masechta, next.daf)} rel="next" data-direction="next">
        <small>Next daf →</small>
        {dafLabel(next)}
      </Link>
    </Nav>
  );
}

const Nav = styled.nav`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;

  & a {
    display: flex;
    flex-direction: column;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.medium};
    color: ${theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }

  & a:hover {
    border-color: ${theme.colors.primary};
  }

  & a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  & small {
    font-weight: 400;
    color: ${theme.colors.muted};
  }

  & [data-direction='next'] {
    text-align: right;
  }

  & [data-direction='up'] {
    text-align: center;
  }

  @media (max-width: 600px) {
    grid-template-columns: 1fr 1fr;

    & [data-direction='up'] {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;
