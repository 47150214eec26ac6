'use client';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { usePlainLinkNavigation } from '../use-plain-link-navigation';

/** A perek with its Hebrew number (computed on the server: the Hebrew numerals come from hebcal). */
export interface PerekEntry {
  perek: number;
  hebrew: string;
  startDaf: number;
  endDaf: number;
}

/**
 * A masechta's perakim: number (in English and Hebrew) and the dapim they span, each linking to the
 * daf on which it opens. reference-data has no perek names, so none are shown. A client component
 * for the same reason as DafGrid: the Daf Yomi home lists some 400 perakim, passed as numbers.
 */
export function PerakimList({ name, slug, perakim }: { name: string; slug: string; perakim: readonly PerekEntry[] }) {
  const navigate = usePlainLinkNavigation();
  return (
    // The handler only makes the links navigate on the client; each link is its own keyboard stop.
    <List aria-label={`Perakim of ${name}`} onClick={navigate}>
      {perakim.map((perek) => (
        <li key={perek.perek}>
          <a href={`/dafyomi/${slug}/${perek.startDaf}`}>
            Perek {perek.perek} <span lang="he">פרק {perek.hebrew}</span>
          </a>
          <span>{perek.startDaf === perek.endDaf ? `Daf ${perek.startDaf}` : `Dapim ${perek.startDaf}–${perek.endDaf}`}</span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${theme.space.xs} ${theme.space.md};

  & > li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.sm};
    padding: ${theme.space.xs} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }

  & a {
    color: ${theme.colors.primary};
  }

  & a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  & > li > span {
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
