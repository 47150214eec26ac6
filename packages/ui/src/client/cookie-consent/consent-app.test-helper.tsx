'use client';
import { screen } from '@testing-library/react';
import { CONSENT_COOKIE, type ConsentDecision } from '../../consent';
import {
  ConsentGate,
  ConsentProvider,
  CookieConsentDrawer,
  CookiePolicyButton,
  useConsent,
} from './index';

/** A page with every cookie-consent part, and the decisions the tests of this folder use. */

export const accepted: ConsentDecision = {
  analytics: true,
  ads: true,
  decidedAt: '2025-03-01T12:00:00.000Z',
  version: 1,
};
export const rejected: ConsentDecision = { ...accepted, analytics: false, ads: false };

export function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
}

function Status() {
  const { consent } = useConsent();
  return (
    <output data-testid="status">{consent ? `${consent.analytics}/${consent.ads}` : 'none'}</output>
  );
}

export function App({ initialConsent }: { initialConsent?: ConsentDecision | null }) {
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

export const drawer = () => screen.queryByRole('dialog', { name: 'Cookies on this site' });
