import {
  ConsentGate,
  ConsentProvider,
  CookieConsentDrawer,
  CookiePolicyButton,
  useConsent,
} from '../../src/client';
import type { ExampleMeta } from '../example';

export const meta: ExampleMeta = {
  title: 'Cookie consent',
  description:
    'The consent drawer appears until the visitor decides; the decision is kept in the os_consent cookie. ConsentGate renders analytics or ad code only with consent, and the Cookie Policy button reopens the drawer.',
};

function Decision() {
  const { consent } = useConsent();
  return (
    <p>
      Decision:{' '}
      <output data-testid="consent-decision">
        {consent ? `analytics ${consent.analytics ? 'on' : 'off'}, ads ${consent.ads ? 'on' : 'off'}` : 'none'}
      </output>
    </p>
  );
}

/** Reads the cookie on mount; clear the os_consent cookie to see the first visit again. */
export function ConsentDrawer() {
  return (
    <ConsentProvider>
      <Decision />
      <p>
        Analytics gate:{' '}
        <span data-testid="analytics-gate">
          <ConsentGate category="analytics">Analytics enabled</ConsentGate>
        </span>
      </p>
      <p>
        Ads gate:{' '}
        <span data-testid="ads-gate">
          <ConsentGate category="ads" fallback="Ads off">
            Ads enabled
          </ConsentGate>
        </span>
      </p>
      <footer>
        <a href="#/cookie-consent">Privacy Policy</a> · <CookiePolicyButton />
      </footer>
      <CookieConsentDrawer policyHref="#/cookie-consent" />
    </ConsentProvider>
  );
}
