'use client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { keyframes, styled } from 'styled-components';
import {
  CONSENT_COOKIE,
  consentCookieString,
  consentFromCookieHeader,
  parseConsent,
  serializeConsent,
  type ConsentCategory,
  type ConsentDecision,
} from '../../consent';
import type { LinkComponent } from '../../link';
import { media, theme } from '../../theme';
import { focusRing } from '../internal/focus';

/**
 * What {@link useConsent} returns.
 *
 * @example
 * ```tsx
 * const { consent, acceptAll, openDrawer }: ConsentContextValue = useConsent();
 * ```
 */
export interface ConsentContextValue {
  /** The recorded decision; `null` before one is made, and until the cookie has been read. */
  consent: ConsentDecision | null;
  /** Records a decision; categories left out are taken from the current one (else refused). */
  decide: (choices: Partial<Record<ConsentCategory, boolean>>) => void;
  /** Records consent to every category. */
  acceptAll: () => void;
  /** Records a refusal of every optional category. */
  rejectAll: () => void;
  /** Whether the consent drawer is shown. */
  drawerOpen: boolean;
  /** Shows the drawer, e.g. from a "Cookie Policy" link; focus returns to the opener on close. */
  openDrawer: () => void;
  /** Hides the drawer; it stays while no decision has been recorded. */
  closeDrawer: () => void;
}

interface InternalContextValue extends ConsentContextValue {
  /** True once the decision is known (given by the server, or the cookie has been read). */
  known: boolean;
  /** True when the visitor opened the drawer; it then takes focus. */
  openedByUser: boolean;
}

const ConsentContext = createContext<InternalContextValue | null>(null);

const CHANNEL_NAME = CONSENT_COOKIE;

function readCookie(): ConsentDecision | null {
  try {
    return consentFromCookieHeader(document.cookie);
  } catch {
    return null;
  }
}

function writeCookie(decision: ConsentDecision): void {
  try {
    document.cookie = consentCookieString(decision, { secure: window.location.protocol === 'https:' });
  } catch {
    // Cookies blocked: the decision holds for this page only.
  }
}

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  } catch {
    return null;
  }
}

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
      setConsent(readCookie());
      setKnown(true);
    }
    // Read once on mount: later changes come from decisions and other tabs.
  }, []);

  useEffect(() => {
    const channel = openChannel();
    if (!channel) return;
    channelRef.current = channel;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const decision = typeof event.data === 'string' ? parseConsent(event.data) : null;
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
    const current = consentRef.current;
    const decision: ConsentDecision = {
      analytics: choices.analytics ?? current?.analytics ?? false,
      ads: choices.ads ?? current?.ads ?? false,
      decidedAt: new Date().toISOString(),
      version: 1,
    };
    consentRef.current = decision;
    writeCookie(decision);
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

function useInternalConsent(component: string): InternalContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error(`${component} must be used inside <ConsentProvider>.`);
  return value;
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

const subscribeNothing = () => () => {};

/** False on the server and during hydration, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * Props of {@link ConsentGate}.
 *
 * @example
 * ```tsx
 * <ConsentGate category="ads" fallback={<AdPlaceholder />}><AdSlot /></ConsentGate>
 * ```
 */
export interface ConsentGateProps {
  /** The category the children need consent for. */
  category: ConsentCategory;
  /** Rendered only in the browser, once the visitor has allowed `category`. */
  children: ReactNode;
  /** Rendered otherwise, e.g. a placeholder for an ad slot. */
  fallback?: ReactNode;
}

/**
 * Renders its children only when the visitor has allowed a cookie category: never on the server,
 * never before a decision, so no analytics or ad code runs without consent.
 *
 * @example
 * ```tsx
 * <ConsentGate category="analytics">
 *   <AnalyticsScript id="G-XXXX" />
 * </ConsentGate>
 * ```
 */
export function ConsentGate({ category, children, fallback = null }: ConsentGateProps) {
  const { consent } = useInternalConsent('ConsentGate');
  const hydrated = useHydrated();
  return <>{hydrated && consent?.[category] === true ? children : fallback}</>;
}

const LinkButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

/**
 * Props of {@link CookiePolicyButton}.
 *
 * @example
 * ```tsx
 * <CookiePolicyButton className="footer-link">Cookie settings</CookiePolicyButton>
 * ```
 */
export interface CookiePolicyButtonProps {
  children?: ReactNode;
  className?: string;
}

/**
 * A button styled as a link that opens the cookie-consent drawer (the footers' "Cookie Policy").
 * Must be used inside {@link ConsentProvider}.
 *
 * @example
 * ```tsx
 * <footer>
 *   <a href="/privacy-policy">Privacy Policy</a> <CookiePolicyButton />
 * </footer>
 * ```
 */
export function CookiePolicyButton({ children = 'Cookie Policy', className }: CookiePolicyButtonProps) {
  const { openDrawer } = useInternalConsent('CookiePolicyButton');
  return (
    <LinkButton type="button" className={className} aria-haspopup="dialog" onClick={openDrawer}>
      {children}
    </LinkButton>
  );
}

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

const Drawer = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${theme.zIndices.drawer};
  max-height: 85vh;
  overflow-y: auto;
  padding: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.body};
  box-shadow: 0 -6px 24px rgb(0 0 0 / 0.16);
  animation: ${slideUp} 200ms ease-out;
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Inner = styled.div`
  max-width: ${theme.layout.contentMaxWidth};
  margin: 0 auto;
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.25rem;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.md} 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${theme.space.sm};
    font-weight: 600;
  }
  & > div {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 ${theme.space.sm};
    align-items: start;
  }
  label {
    font-weight: 600;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.primary};
  }
  input:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  small {
    grid-column: 2;
    color: ${theme.colors.muted};
    font-size: 0.8125rem;
    line-height: 1.35;
  }
  /* Side by side on wide screens, so the drawer covers as little of the page as it can. */
  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Action = styled.button<{ $primary?: boolean }>`
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.primary};
  border-radius: ${theme.radii.small};
  background: ${({ $primary }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary }) => ($primary ? theme.colors.primaryText : theme.colors.primary)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

const PolicyLink = styled.p`
  margin: 0 0 ${theme.space.sm};
  a {
    color: ${theme.colors.primary};
  }
`;

function Choice(props: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { id, label, description, checked, disabled, onChange } = props;
  return (
    <div>
      <input
        type="checkbox"
        id={id}
        checked={checked}
        disabled={disabled}
        readOnly={!onChange}
        aria-describedby={`${id}-description`}
        onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
      />
      <label htmlFor={id}>{label}</label>
      <small id={`${id}-description`}>{description}</small>
    </div>
  );
}

/**
 * Props of {@link CookieConsentDrawer}.
 *
 * @example
 * ```tsx
 * <CookieConsentDrawer policyHref="/cookie-policy" linkAs={Link} />
 * ```
 */
export interface CookieConsentDrawerProps {
  /** Where the full cookie policy is. */
  policyHref?: string;
  /** Component for the policy link (e.g. `next/link`); a plain `<a>` by default. */
  linkAs?: LinkComponent;
  className?: string;
}

/**
 * The cookie-consent drawer: a non-modal dialog at the bottom of the window, shown by itself while
 * the visitor has made no decision and whenever `openDrawer()` is called (see
 * {@link CookiePolicyButton}). It explains essential, analytics and advertising cookies and offers
 * "Accept all", "Reject non-essential" and "Save choices"; deciding records the choice and closes
 * it. Once a decision exists, Escape closes it too. Must be used inside {@link ConsentProvider}.
 *
 * @example
 * ```tsx
 * <ConsentProvider initialConsent={initialConsent}>
 *   <Page />
 *   <CookieConsentDrawer policyHref="/cookie-policy" linkAs={Link} />
 * </ConsentProvider>
 * ```
 */
export function CookieConsentDrawer({
  policyHref = '/cookie-policy',
  linkAs: LinkAs = 'a',
  className,
}: CookieConsentDrawerProps) {
  const { consent, drawerOpen, openedByUser, decide, acceptAll, rejectAll, closeDrawer } =
    useInternalConsent('CookieConsentDrawer');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);
  const [ads, setAds] = useState(consent?.ads ?? false);
  const wasOpenRef = useRef(false);

  // On opening: start from the recorded choices; when the visitor opened it, take focus.
  useLayoutEffect(() => {
    const wasOpen = wasOpenRef.current;
    wasOpenRef.current = drawerOpen;
    if (drawerOpen && !wasOpen) {
      setAnalytics(consent?.analytics ?? false);
      setAds(consent?.ads ?? false);
    }
    if (drawerOpen && openedByUser && !wasOpen) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      headingRef.current?.focus();
    }
    if (!drawerOpen && wasOpen) {
      const opener = openerRef.current;
      openerRef.current = null;
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || drawerRef.current?.contains(active);
      if (opener?.isConnected && focusWasInside) opener.focus();
    }
  }, [drawerOpen, openedByUser, consent]);

  useEffect(() => {
    if (!drawerOpen || !consent) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        closeDrawer();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, consent, closeDrawer]);

  if (!drawerOpen) return null;

  return (
    <Drawer
      ref={drawerRef}
      role="dialog"
      aria-labelledby={headingId}
      className={className}
      data-state="open"
    >
      <Inner>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          Cookies on this site
        </Heading>
        <p>
          We use essential cookies to make this site work. With your permission we would also use
          analytics cookies, to learn which pages are used and improve them, and advertising
          cookies, to show and measure ads.
        </p>
        <PolicyLink>
          <LinkAs href={policyHref}>Read our cookie policy</LinkAs>
        </PolicyLink>
        <Choices>
          <legend>Choose which cookies to allow</legend>
          <Choice
            id={`${headingId}-essential`}
            label="Essential"
            description="Needed for signing in, security and remembering this choice. Always on."
            checked
            disabled
          />
          <Choice
            id={`${headingId}-analytics`}
            label="Analytics"
            description="Count visits and page views, so we can see what helps and fix what does not."
            checked={analytics}
            onChange={setAnalytics}
          />
          <Choice
            id={`${headingId}-ads`}
            label="Advertising"
            description="Let our ad service show ads and measure how they do."
            checked={ads}
            onChange={setAds}
          />
        </Choices>
        <Actions>
          <Action type="button" $primary onClick={acceptAll}>
            Accept all
          </Action>
          <Action type="button" onClick={rejectAll}>
            Reject non-essential
          </Action>
          <Action type="button" onClick={() => decide({ analytics, ads })}>
            Save choices
          </Action>
        </Actions>
      </Inner>
    </Drawer>
  );
}
