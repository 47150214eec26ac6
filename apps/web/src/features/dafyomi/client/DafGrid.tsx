'use client';
import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { usePlainLinkNavigation } from '../use-plain-link-navigation';

export interface DafGridProps {
  /** The masechta's name, for the list's accessible name ("Dapim of Berachos"). */
  name: string;
  slug: string;
  firstDaf: number;
  lastDaf: number;
  /** Dapim that have shiurim. */
  withShiurim: readonly number[];
  /** Today's daf when it is in this masechta. */
  today?: number;
}

/**
 * Every daf of a masechta as a link, dapim with shiurim marked and today's daf highlighted. A client
 * component for one reason: the Daf Yomi home shows some 2,700 of these links, and passing the grid
 * as a few numbers (not as 2,700 rendered elements) keeps the page's payload small. Its links are
 * plain anchors that work without JavaScript; one click handler on the list turns a plain click into
 * a client-side navigation (SiteLink would add a component and an observer per link).
 */
export function DafGrid({ name, slug, firstDaf, lastDaf, withShiurim, today }: DafGridProps) {
  const navigate = usePlainLinkNavigation();
  const hasShiurim = new Set(withShiurim);
  const dapim = Array.from({ length: lastDaf - firstDaf + 1 }, (_, index) => firstDaf + index);

  return (
    // The click handler only refines how the links navigate (Enter on a link clicks it too); each
    // link is its own keyboard stop.
    <Grid aria-label={`Dapim of ${name}`} onClick={navigate}>
      {dapim.map((daf) => (
        <li key={daf}>
          <a
            href={`/dafyomi/${slug}/${daf}`}
            data-shiurim={hasShiurim.has(daf) ? '' : undefined}
            aria-current={daf === today ? 'date' : undefined}
          >
            {daf}
            {hasShiurim.has(daf) ? <span>, has shiurim</span> : null}
            {daf === today ? <span>, today’s daf</span> : null}
          </a>
        </li>
      ))}
    </Grid>
  );
}

/**
 * Cells are styled from the list (no class per link) to keep 2,700 links light. Cells are 44px
 * squares: easy to tap on a phone, and well over WCAG 2.2's 24px minimum target.
 */
const Grid = styled.ol.attrs({ role: 'list' })`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
  gap: ${theme.space.xs};

  & a {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small};
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
    text-decoration: none;
  }

  & a:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }

  & a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  & a[data-shiurim] {
    background: #e7eef6;
    border-color: #9db5cf;
    color: ${theme.colors.primary};
    font-weight: 600;
  }

  /* The dot repeats the colour's meaning in a shape, for readers who do not see the colour. */
  & a[data-shiurim]::after {
    content: '';
    position: absolute;
    right: 4px;
    top: 4px;
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${theme.colors.primary};
  }

  & a[aria-current] {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: #1b1b1b;
    font-weight: 700;
  }

  & a[aria-current]::after {
    background: #1b1b1b;
  }

  & a > span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
