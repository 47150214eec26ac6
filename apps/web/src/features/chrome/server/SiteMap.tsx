import styled from 'styled-components';
import { LinkList, media, theme } from '@openshiur/ui';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { SITE_MAP } from '../site-map';

/**
 * The footers' "site" links: every public part of the site in four short groups, so each page with
 * a footer reaches all of them (the main menu stays the spec's eight entries).
 */
export function SiteMap() {
  return (
    <Nav aria-label="Site" data-site-map="">
      {SITE_MAP.map((group) => (
        <section key={group.heading} aria-labelledby={`site-map-${group.heading.toLowerCase()}`}>
          <h2 id={`site-map-${group.heading.toLowerCase()}`}>{group.heading}</h2>
          <LinkList items={group.links} linkAs={SiteLink} />
        </section>
      ))}
    </Nav>
  );
}

const Nav = styled.nav`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.lg};
  padding-top: ${theme.space.lg};
  border-top: 1px solid currentColor;

  ${media.wide} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: 1rem;
    font-weight: 700;
  }
`;
