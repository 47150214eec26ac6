import styled from 'styled-components';
import { theme } from '@openshiur/ui';
import { SiteLink as Link } from '@/components/navigation/client/SiteLink';

/** Pages shown around the current one; the first and last are always linked. */
const NEIGHBOURS = 2;

export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount]);
  for (let near = page - NEIGHBOURS; near <= page + NEIGHBOURS; near += 1) {
    if (near >= 1 && near <= pageCount) pages.add(near);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((entry, index) => (index > 0 && entry - sorted[index - 1]! > 1 ? ['gap' as const, entry] : [entry]));
}

/** Numbered pages with previous and next; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Pages">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          ‹ Previous
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : entry === page ? (
          <span key={entry} aria-current="page">
            {entry}
          </span>
        ) : (
          <Link key={entry} href={href(entry)} aria-label={`Page ${entry}`}>
            {entry}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next">
          Next ›
        </Link>
      ) : null}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${theme.space.lg} 0;
  a,
  span[aria-current] {
    min-width: 2.2em;
    padding: 4px 8px;
    text-align: center;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.small};
  }
  span[aria-current] {
    color: ${theme.colors.primaryText};
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
  }
`;
