/**
 * @vitest-environment node
 */
'use client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  ChunkLoadRecovery,
  CollapsibleNav,
  ConsentGate,
  ConsentProvider,
  CookieConsentDrawer,
  CookiePolicyButton,
  IdlePrefetchLink,
  LoadingBar,
  NavDropdown,
  NavMenu,
  NavMenuItem,
  OnlineStatusNotice,
  Popover,
} from './index';

describe('server rendering', () => {
  it('has no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders every client component without touching browser globals', () => {
    const html = renderToString(
      <ConsentProvider>
        <ChunkLoadRecovery />
        <LoadingBar state="loading" />
        <OnlineStatusNotice />
        <CollapsibleNav label="Main">
          <NavMenu label="Main menu">
            <NavMenuItem>
              <a href="/">Home</a>
            </NavMenuItem>
            <NavDropdown label="Browse Topics" href="/series">
              <a href="/search?topics=Halacha">Halacha</a>
            </NavDropdown>
          </NavMenu>
        </CollapsibleNav>
        <Popover label="Account menu">
          <a href="/profile">Profile</a>
        </Popover>
        <IdlePrefetchLink href="/dafyomi" prefetch={() => {}}>
          Daf Yomi
        </IdlePrefetchLink>
        <ConsentGate category="analytics">
          <script src="/analytics.js" />
        </ConsentGate>
        <CookiePolicyButton />
        <CookieConsentDrawer />
      </ConsentProvider>,
    );
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('data-state="hidden"');
    expect(html).toContain('data-online="true"');
    expect(html).toContain('Daf Yomi');
    expect(html).not.toContain('analytics.js');
    expect(html).not.toContain('Cookies on this site');
  });

  it('shows the consent drawer on the server when the server knows there is no decision', () => {
    const html = renderToString(
      <ConsentProvider initialConsent={null}>
        <CookieConsentDrawer />
      </ConsentProvider>,
    );
    expect(html).toContain('Cookies on this site');
    expect(html).toContain('role="dialog"');
  });
});
