'use client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentFromCookieHeader } from '../../consent';
import { accepted, App, clearCookie, drawer, rejected } from './consent-app.test-helper';

describe('cookie consent: the drawer', () => {
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
    expect(consentFromCookieHeader(document.cookie)).toMatchObject({
      analytics: true,
      ads: true,
      version: 1,
    });
  });

  it('Reject non-essential records a refusal', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Reject non-essential' }));
    expect(drawer()).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('false/false');
    expect(screen.getByText('No analytics')).toBeInTheDocument();
    expect(consentFromCookieHeader(document.cookie)).toMatchObject({
      analytics: false,
      ads: false,
    });
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

  it('shows the drawer at once when the server found no decision', () => {
    render(<App initialConsent={null} />);
    expect(drawer()).toBeInTheDocument();
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
});
