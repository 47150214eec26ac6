'use client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accepted, App, clearCookie } from './consent-app.test-helper';

describe('cookie consent: the gate', () => {
  beforeEach(clearCookie);
  afterEach(clearCookie);

  it('renders no gated content and no drawer on the server without a cookie', () => {
    const html = renderToString(<App />);
    expect(html).not.toContain('Analytics enabled');
    expect(html).not.toContain('Cookies on this site');
    const withConsent = renderToString(<App initialConsent={accepted} />);
    expect(withConsent).not.toContain('Analytics enabled');
  });
});
