import styled from 'styled-components';
import { ButtonLink, HeaderBar, HeaderInner, HeaderLogo, NotificationsArea, theme } from '@openshiur/ui';
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
`;
