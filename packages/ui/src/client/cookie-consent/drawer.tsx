'use client';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { keyframes, styled } from 'styled-components';
import type { LinkComponent } from '../../link';
import { media, theme } from '../../theme';
import { focusRing } from '../internal/focus';
import { useInternalConsent } from './context';

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
      const focusWasInside =
        !active || active === document.body || drawerRef.current?.contains(active);
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
