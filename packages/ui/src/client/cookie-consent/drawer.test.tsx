'use client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, consentFromCookieHeader, serializeConsent, type ConsentDecision } from '../../consent';
import {
  ConsentGate,
  ConsentProvider,
  CookieConsentDrawer,
  CookiePolicyButton,
  useConsent,
} from './drawer';

const accepted: ConsentDecision = {
  analytics: true,
  ads: true,
  decidedAt: '2025-03-01T12:00:00.000Z',
  version: 1,
};
const rejected: ConsentDecision = { ...accepted, analytics: false, ads: false };

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

function Status() {
  const { consent } = useConsent();
  return <output data-testid="status">{consent ? `${consent.analytics}/${consent.ads}` : 'none'}</output>;
}

function App({ initialConsent }: { initialConsent?: ConsentDecision | null }) {
  return (
    <ConsentProvider initialConsent={initialConsent}>
      <Status />
      <ConsentGate category="analytics" fallback={<span>No analytics</span>}>
        <span>Analytics enabled</span>
      </ConsentGate>
      <ConsentGate category="ads">
        <span>Ads enabled</span>
      </ConsentGate>
      <footer>
        <CookiePolicyButton />
      </footer>
      <CookieConsentDrawer />
    </ConsentProvider>
  );
}

const drawer = () => screen.queryByRole('dialog', { name: 'Cookies on this site' });

describe('cookie consent', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  it('shows the drawer on a first visit, not modal, without taking focus', async () => {
    render(<App />);
    await waitFor(() => expect(drawer()).toBeInTheDocument());
    expect(drawer()).not.toHaveAttribute('aria-modal');
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Essential' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Essential' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(screen.getByText('No analytics')).toBeInTheDocument();
    expect(screen.queryByText('Ads enabled')).toBeNull();
  });

  it('Accept all records consent in the cookie and closes the drawer', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(drawer()).toBeNull();
    expect(screen.getByText('Analytics enabled')).toBeInTheDocument();
    expect(screen.getByText('Ads enabled')).toBeInTheDocument();
    expect(consentFromCookieHeader(document.cookie)).toMatchObject({ analytics: true, ads: true, version: 1 });
  });

  it('Reject non-essential records a refusal', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Reject non-essential' }));
    expect(drawer()).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('false/false');
    expect(screen.getByText('No analytics')).toBeInTheDocument();
    expect(consentFromCookieHeader(document.cookie)).toMatchObject({ analytics: false, ads: false });
  });

  it('Save choices records the checkboxes', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('checkbox', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(screen.getByTestId('status')).toHaveTextContent('true/false');
    expect(screen.getByText('Analytics enabled')).toBeInTheDocument();
    expect(screen.queryByText('Ads enabled')).toBeNull();
  });

  it('reads the cookie on mount', async () => {
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(accepted)}; Path=/`;
    render(<App />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('true/true'));
    expect(drawer()).toBeNull();
  });

  it('trusts initialConsent from the server', () => {
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(accepted)}; Path=/`;
    render(<App initialConsent={rejected} />);
    expect(screen.getByTestId('status')).toHaveTextContent('false/false');
    expect(drawer()).toBeNull();
  });

  it('shows the drawer at once when the server found no decision', () => {
    render(<App initialConsent={null} />);
    expect(drawer()).toBeInTheDocument();
  });

  it('renders no gated content and no drawer on the server without a cookie', () => {
    const html = renderToString(<App />);
    expect(html).not.toContain('Analytics enabled');
    expect(html).not.toContain('Cookies on this site');
    const withConsent = renderToString(<App initialConsent={accepted} />);
    expect(withConsent).not.toContain('Analytics enabled');
  });

  it('the Cookie Policy button reopens the drawer with focus, Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    render(<App initialConsent={rejected} />);
    const button = screen.getByRole('button', { name: 'Cookie Policy' });
    await user.click(button);
    expect(drawer()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies on this site' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(drawer()).toBeNull();
    expect(button).toHaveFocus();
  });

  it('focus returns to the opener after deciding', async () => {
    const user = userEvent.setup();
    render(<App initialConsent={accepted} />);
    const button = screen.getByRole('button', { name: 'Cookie Policy' });
    await user.click(button);
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(drawer()).toBeNull();
    expect(button).toHaveFocus();
  });

  it('Escape does not close the drawer before a decision', async () => {
    const user = userEvent.setup();
    render(<App initialConsent={null} />);
    await user.keyboard('{Escape}');
    expect(drawer()).toBeInTheDocument();
  });

  it('takes decisions from other tabs', async () => {
    render(<App initialConsent={null} />);
    const other = new BroadcastChannel(CONSENT_COOKIE);
    other.postMessage(serializeConsent(accepted));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('true/true'));
    expect(drawer()).toBeNull();
    other.postMessage('garbage');
    other.close();
  });

  it('tells other tabs about a decision', async () => {
    const user = userEvent.setup();
    const other = new BroadcastChannel(CONSENT_COOKIE);
    const received = vi.fn();
    other.onmessage = (event) => received(event.data);
    render(<App initialConsent={null} />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(received).toHaveBeenCalled());
    expect(String(received.mock.calls[0]?.[0])).toMatch(/^v:1\|analytics:1\|ads:1\|at:/);
    other.close();
  });

  it('useConsent offers the actions', async () => {
    let api: ReturnType<typeof useConsent> | undefined;
    function Probe() {
      api = useConsent();
      return null;
    }
    render(
      <ConsentProvider initialConsent={accepted}>
        <Probe />
      </ConsentProvider>,
    );
    expect(api?.drawerOpen).toBe(false);
    act(() => api?.openDrawer());
    expect(api?.drawerOpen).toBe(true);
    act(() => api?.closeDrawer());
    expect(api?.drawerOpen).toBe(false);
    act(() => api?.decide({ ads: false }));
    expect(api?.consent).toMatchObject({ analytics: true, ads: false });
  });

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CookiePolicyButton />)).toThrow(/ConsentProvider/);
    vi.restoreAllMocks();
  });
});
