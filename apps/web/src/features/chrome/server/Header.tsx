import styled from 'styled-components';
import { ButtonLink, HEADER_AVATAR_SIZE, HeaderBar, HeaderInner, HeaderLogo, NotificationsArea, media, theme } from '@openshiur/ui';
import { CollapsibleNav } from '@openshiur/ui/client';
import { env } from '@/env';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import { ConnectionStatus } from '../client/ConnectionStatus';
import { LiveBadge } from '@/features/streams/client/LiveBadge';
import type { TopicSummary } from '../topic-columns';
import { MainMenu } from './MainMenu';
import { SearchForm } from '../SearchForm';
import type { Rendering } from '@/server/page-view';
import { NarrowAccountLinks, ViewerMenu } from './ViewerControls';

export type HeaderVariant = 'default' | 'brown';

/**
 * The site header (the product's header rules): sticky; logo, main menu (collapsible below 960px), search field,
 * notifications (wide screens), donate button, and the user's avatar menu or the "Login" link.
 */
export function Header({
  topics,
  variant = 'default',
  rendering,
}: {
  topics: readonly TopicSummary[];
  variant?: HeaderVariant;
  /** Whether the viewer's own parts are rendered for this request (see server/page-view.ts). */
  rendering: Rendering;
}) {
  return (
    <HeaderBar variant={variant}>
      <HeaderInner>
        <HeaderLogo href="/" linkAs={SiteLink}>
          {env.SITE_NAME}
        </HeaderLogo>
        <SearchForm />
        <CollapsibleNav label="Main" id="site-navigation">
          <MainMenu topics={topics} />
          <NarrowAccountLinks rendering={rendering} />
        </CollapsibleNav>
        <Actions>
          <NotificationsArea>
            <ConnectionStatus />
            <LiveBadge />
          </NotificationsArea>
          <ButtonLink href="/donate/" variant="primary" size="small">
            Donate
          </ButtonLink>
          <ViewerMenu rendering={rendering} />
        </Actions>
      </HeaderInner>
    </HeaderBar>
  );
}

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-left: auto;
  /*
   * A signed-in viewer's avatar link, spliced into a shared page by the server
   * (serve/viewer-splice.mjs) and shown until the page hydrates and the account menu takes its
   * place: the same box as the menu's trigger and avatar, wide screens only, as the menu.
   */
  a[data-viewer-avatar] {
    display: inline-flex;
    padding: ${theme.space.xs};
    border-radius: ${theme.radii.round};
    text-decoration: none;
    ${media.narrow} {
      display: none;
    }
  }
  a[data-viewer-avatar] > * {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${HEADER_AVATAR_SIZE}px;
    height: ${HEADER_AVATAR_SIZE}px;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.avatarBackground};
    color: ${theme.colors.avatarText};
    font-family: ${theme.fonts.body};
    font-size: ${Math.round(HEADER_AVATAR_SIZE * 0.4)}px;
    font-weight: 600;
    line-height: 1;
    letter-spacing: 0.02em;
    object-fit: cover;
    overflow: hidden;
  }
`;
