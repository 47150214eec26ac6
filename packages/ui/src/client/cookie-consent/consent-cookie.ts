'use client';
/**
 * Where the browser keeps the visitor's decision, for `ConsentProvider`: the `os_consent`
 * cookie, and a BroadcastChannel of the same name that tells the site's other open tabs. Every
 * function here gives up quietly where the browser forbids cookies or lacks the channel.
 */
import {
  CONSENT_COOKIE,
  consentCookieString,
  consentFromCookieHeader,
  parseConsent,
  type ConsentCategory,
  type ConsentDecision,
} from '../../consent';

/** The BroadcastChannel decisions are shared on (the cookie's name). */
export const CONSENT_CHANNEL = CONSENT_COOKIE;

/** The decision in `document.cookie`; null when there is none, or cookies cannot be read. */
export function readConsentCookie(): ConsentDecision | null {
  try {
    return consentFromCookieHeader(document.cookie);
  } catch {
    return null;
  }
}

/** Records a decision in the cookie (`Secure` on https); does nothing where cookies are blocked. */
export function writeConsentCookie(decision: ConsentDecision): void {
  try {
    document.cookie = consentCookieString(decision, {
      secure: window.location.protocol === 'https:',
    });
  } catch {
    // Cookies blocked: the decision holds for this page only.
  }
}

/** The channel to the site's other tabs; null where BroadcastChannel is missing or refused. */
export function openConsentChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CONSENT_CHANNEL) : null;
  } catch {
    return null;
  }
}

/** The decision another tab sent on the channel; null for anything that is not one. */
export function decisionFromMessage(data: unknown): ConsentDecision | null {
  return typeof data === 'string' ? parseConsent(data) : null;
}

/**
 * The decision recorded when the visitor chooses: the categories in `choices`, the others as in
 * `current` (refused when there is none), made at `now`.
 */
export function nextDecision(
  current: ConsentDecision | null,
  choices: Partial<Record<ConsentCategory, boolean>>,
  now: Date = new Date(),
): ConsentDecision {
  return {
    analytics: choices.analytics ?? current?.analytics ?? false,
    ads: choices.ads ?? current?.ads ?? false,
    decidedAt: now.toISOString(),
    version: 1,
  };
}
