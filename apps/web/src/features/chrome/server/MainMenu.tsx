import styled from 'styled-components';
import { platforms } from '@openshiur/reference-data';
import { theme } from '@openshiur/ui';
import { NavDropdown, NavMenu, NavMenuItem } from '@openshiur/ui/client';
import { env } from '@/env';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { TopicMenuPanel } from '../client/TopicMenuPanel';
import type { TopicSummary } from '../topic-columns';

/**
 * The product's main menu: the main menu, entries in the spec's order, then the streams dropdown.
 * The topics dropdown gets only each topic's count: its series lists are fetched when it is about
 * to open (TopicMenuPanel), not inlined in every page.
 */
export function MainMenu({ topics }: { topics: readonly TopicSummary[] }) {
  return (
    <NavMenu label="Main menu">
      <NavMenuItem>
        <SiteLink href="/">Home</SiteLink>
      </NavMenuItem>
      <NavDropdown label="Browse Topics" href="/series" linkAs={SiteLink} buttonLabel="Show topics">
        <TopicMenuPanel topics={topics.map(({ topic, count }) => ({ topic, count }))} />
      </NavDropdown>
      <NavMenuItem>
        <SiteLink href="/author">Browse Authors</SiteLink>
      </NavMenuItem>
      <NavMenuItem>
        <SiteLink href="/dafyomi">Daf Yomi</SiteLink>
      </NavMenuItem>
      <NavMenuItem>
        <SiteLink href="/newsletters">Email Sign Up</SiteLink>
      </NavMenuItem>
      <NavMenuItem>
        <MenuLink href={env.SITE_HOLIDAYS_URL ?? '/holidays'}>Holidays</MenuLink>
      </NavMenuItem>
      <NavMenuItem>
        <MenuLink href={env.SITE_SHABBOS_URL ?? '/shabbos'}>Shabbos</MenuLink>
      </NavMenuItem>
      <NavMenuItem>
        {/* The product's main menu links "/donate/"; next/link would drop the slash, the server redirects it. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/donate/">Donate</a>
      </NavMenuItem>
      <NavDropdown label="Streams" buttonLabel="Show streams">
        <StreamList>
          <li>
            <SiteLink href="/channels">All channels</SiteLink>
          </li>
          {platforms.map((platform) => (
            <li key={platform.id}>
              <SiteLink href={`/channels#${platform.id}`}>{platform.name}</SiteLink>
            </li>
          ))}
        </StreamList>
      </NavDropdown>
    </NavMenu>
  );
}

/** The site's own page through SiteLink; another site's (SITE_HOLIDAYS_URL, say) as a plain link. */
function MenuLink({ href, children }: { href: string; children: string }) {
  return href.startsWith('/') ? <SiteLink href={href}>{children}</SiteLink> : <a href={href}>{children}</a>;
}

const StreamList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 200px;
  li + li {
    margin-top: ${theme.space.xs};
  }
`;
