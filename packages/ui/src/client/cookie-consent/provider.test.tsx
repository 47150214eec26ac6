'use client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, serializeConsent } from '../../consent';
import { accepted, App, clearCookie, drawer, rejected } from './consent-app.test-helper';
import { CookiePolicyButton } from './policy-button';
import { ConsentProvider, useConsent } from './provider';

describe('cookie consent: the provider', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

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
