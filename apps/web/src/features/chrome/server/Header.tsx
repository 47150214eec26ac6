import styled from 'styled-components';
import { ButtonLink, HeaderBar, HeaderInner, HeaderLogo, NotificationsArea, theme } from '@openshiur/ui';
import { CollapsibleNav } from '@openshiur/ui/client';
import { env } from '@/env';
import { SiteLink } from '@/components/navigation/client/SiteLink';
import type { SeriesSummary } from '@/server/first-render';
import { ConnectionStatus } from '../client/ConnectionStatus';
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
  allSeries,
  variant = 'default',
  rendering,
}: {
  allSeries: SeriesSummary[];
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
          <MainMenu allSeries={allSeries} />
          <NarrowAccountLinks rendering={rendering} />
        </CollapsibleNav>
        <Actions>
          <NotificationsArea>
            <ConnectionStatus />
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
