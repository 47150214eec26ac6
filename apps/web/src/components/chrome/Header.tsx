import { Suspense } from 'react';
import styled from 'styled-components';
import { ButtonLink, HeaderBar, HeaderInner, HeaderLogo, NarrowOnly, NotificationsArea, WideOnly, theme } from '@openshiur/ui';
import { CollapsibleNav } from '@openshiur/ui/client';
import { env } from '@/env';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { FirstRenderData } from '@/server/first-render';
import { ConnectionStatus } from './ConnectionStatus';
import { LoginLink } from './LoginLink';
import { MainMenu } from './MainMenu';
import { SearchForm } from './SearchForm';
import { AccountLinks, UserMenu } from './UserMenu';

export type HeaderVariant = 'default' | 'brown';

/**
 * The site header (spec §2.3): sticky; logo, main menu (collapsible below 960px), search field,
 * notifications (wide screens), donate button, and the user's avatar menu or the "Login" link.
 */
export function Header({ currentUser, allSeries, variant = 'default' }: FirstRenderData & { variant?: HeaderVariant }) {
  return (
    <HeaderBar variant={variant}>
      <HeaderInner>
        <HeaderLogo href="/" linkAs={SiteLink}>
          {env.SITE_NAME}
        </HeaderLogo>
        <SearchForm />
        <CollapsibleNav label="Main" id="site-navigation">
          <MainMenu allSeries={allSeries} />
          {currentUser ? (
            <NarrowOnly>
              <AccountLinks />
            </NarrowOnly>
          ) : null}
        </CollapsibleNav>
        <Actions>
          <NotificationsArea>
            <ConnectionStatus />
          </NotificationsArea>
          <ButtonLink href="/donate/" variant="primary" size="small">
            Donate
          </ButtonLink>
          {currentUser ? (
            <WideOnly>
              <UserMenu user={currentUser} />
            </WideOnly>
          ) : (
            // Sign-in is a full-page navigation; the link carries the page the visitor is on.
            // eslint-disable-next-line @next/next/no-html-link-for-pages
            <Suspense fallback={<a href="/login">Login</a>}>
              <LoginLink />
            </Suspense>
          )}
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
