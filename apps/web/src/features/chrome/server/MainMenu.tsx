import styled from 'styled-components';
import { platforms, topics } from '@openshiur/reference-data';
import { ColumnList, media, theme } from '@openshiur/ui';
import { NavDropdown, NavMenu, NavMenuItem } from '@openshiur/ui/client';
import { env } from '@/env';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import type { SeriesSummary } from '@/server/first-render';
import { seriesOfTopic } from '../topic-columns';

/** The product's main menu: the main menu, entries in the spec's order, then the streams dropdown. */
export function MainMenu({ allSeries }: { allSeries: readonly SeriesSummary[] }) {
  return (
    <NavMenu label="Main menu">
      <NavMenuItem>
        <SiteLink href="/">Home</SiteLink>
      </NavMenuItem>
      <NavDropdown label="Browse Topics" href="/series" linkAs={SiteLink} buttonLabel="Show topics">
        <TopicGrid data-testid="topics-menu">
          {topics.map((topic) => (
            <li key={topic} data-topic={topic}>
              <TopicLink href={`/search?topics=${encodeURIComponent(topic)}`}>{topic}</TopicLink>
              <ColumnList
                label={`${topic} series`}
                linkAs={SiteLink}
                items={seriesOfTopic(allSeries, topic).map((series) => ({
                  key: series.id,
                  href: `/series/${series.id}`,
                  label: series.name,
                }))}
              />
            </li>
          ))}
        </TopicGrid>
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
        <a href={env.SITE_HOLIDAYS_URL}>Holidays</a>
      </NavMenuItem>
      <NavMenuItem>
        <a href={env.SITE_SHABBOS_URL}>Shabbos</a>
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

const TopicGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  ${media.wide} {
    /* Within the dropdown panel (at most 720px wide); a topic whose series run into columns
       takes the whole row. */
    grid-template-columns: repeat(2, minmax(0, 1fr));
    width: min(688px, calc(100vw - 64px));
    max-height: calc(100vh - 140px);
    overflow-y: auto;
    li:has([data-columns='2']),
    li:has([data-columns='3']) {
      grid-column: 1 / -1;
    }
  }
`;

const TopicLink = styled(SiteLink)`
  display: inline-block;
  font-weight: 700;
  margin-bottom: ${theme.space.xs};
`;

const StreamList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  min-width: 200px;
  li + li {
    margin-top: ${theme.space.xs};
  }
`;
