'use client';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { serializeConsent, type ConsentCategory, type ConsentDecision } from '../../consent';
import {
  decisionFromMessage,
  nextDecision,
  openConsentChannel,
  readConsentCookie,
  writeConsentCookie,
} from './consent-cookie';
import { ConsentContext, useInternalConsent, type ConsentContextValue, type InternalContextValue } from './context';

export type { ConsentContextValue } from './context';


/**
 * Props of {@link ConsentProvider}.
 *
 * @example
 * ```tsx
 * <ConsentProvider initialConsent={parseConsent(cookieValue)}>{children}</ConsentProvider>
 * ```
 */
export interface ConsentProviderProps {
  /**
   * The decision the server read from the request cookie (`parseConsent(cookies.get(CONSENT_COOKIE))`),
   * `null` when there is none. Leave it out to read the cookie in the browser after mounting.
   */
  initialConsent?: ConsentDecision | null;
  children: ReactNode;
}

/**
 * Holds the visitor's cookie-consent decision for {@link useConsent}, {@link CookieConsentDrawer},
 * {@link CookiePolicyButton} and {@link ConsentGate}. Records decisions in the `os_consent` cookie
 * (180 days, `SameSite=Lax`, `Secure` on https) and shares them with the site's other open tabs.
 *
 * @example
 * ```tsx
 * // app/layout.tsx (server component)
 * const initialConsent = parseConsent((await cookies()).get(CONSENT_COOKIE)?.value);
 * return (
 *   <ConsentProvider initialConsent={initialConsent}>
 *     {children}
 *     <CookieConsentDrawer />
 *   </ConsentProvider>
 * );
 * ```
 */
export function ConsentProvider({ initialConsent, children }: ConsentProviderProps) {
  const [consent, setConsent] = useState<ConsentDecision | null>(initialConsent ?? null);
  const [known, setKnown] = useState(initialConsent !== undefined);
  const [openedByUser, setOpenedByUser] = useState(false);
  const consentRef = useRef(consent);
  consentRef.current = consent;
  const channelRef = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (initialConsent === undefined) {
      // A transition: whatever depends on the decision (the drawer, gated scripts) follows
      // without holding up the page that has just hydrated (see ../hydration.ts).
      startTransition(() => {
        setConsent(readConsentCookie());
        setKnown(true);
      });
    }
    // Read once on mount: later changes come from decisions and other tabs.
  }, []);

  useEffect(() => {
    const channel = openConsentChannel();
    if (!channel) return;
    channelRef.current = channel;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const decision = decisionFromMessage(event.data);
      if (!decision) return;
      setConsent(decision);
      setKnown(true);
      setOpenedByUser(false);
    };
    return () => {
      channelRef.current = null;
      channel.close();
    };
  }, []);

  const decide = useCallback((choices: Partial<Record<ConsentCategory, boolean>>) => {
    const decision = nextDecision(consentRef.current, choices);
    consentRef.current = decision;
    writeConsentCookie(decision);
    setConsent(decision);
    setKnown(true);
    setOpenedByUser(false);
    try {
      channelRef.current?.postMessage(serializeConsent(decision));
    } catch {
      // The channel closed meanwhile; other tabs read the cookie on their next load.
    }
  }, []);

  const value = useMemo<InternalContextValue>(
    () => ({
      consent,
      known,
      openedByUser,
      decide,
      acceptAll: () => decide({ analytics: true, ads: true }),
      rejectAll: () => decide({ analytics: false, ads: false }),
      drawerOpen: openedByUser || (known && consent === null),
      openDrawer: () => setOpenedByUser(true),
      closeDrawer: () => setOpenedByUser(false),
    }),
    [consent, known, openedByUser, decide],
  );

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/**
 * The visitor's cookie-consent decision and the actions that change it. Must be used inside
 * {@link ConsentProvider}.
 *
 * @example
 * ```tsx
 * const { consent } = useConsent();
 * useEffect(() => {
 *   if (consent?.analytics) startAnalytics();
 * }, [consent?.analytics]);
 * ```
 */
export function useConsent(): ConsentContextValue {
  const { known: _known, openedByUser: _openedByUser, ...value } = useInternalConsent('useConsent');
  return value;
}
