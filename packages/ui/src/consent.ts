/**
 * Cookie-consent record: pure and server-safe, so a server component or a route handler can read
 * the visitor's decision from the request cookie and pass it to `ConsentProvider` from
 * `@openshiur/ui/client`.
 */

/**
 * Name of the cookie that holds the visitor's consent decision.
 *
 * @example
 * ```ts
 * const value = (await cookies()).get(CONSENT_COOKIE)?.value;
 * ```
 */
export const CONSENT_COOKIE = 'os_consent';

/**
 * How long the decision is kept: 180 days, in seconds (the cookie's `Max-Age`).
 *
 * @example
 * ```ts
 * response.cookies.set(CONSENT_COOKIE, value, { maxAge: CONSENT_MAX_AGE_SECONDS });
 * ```
 */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * The version of the stored format; a decision of another version counts as no decision.
 *
 * @example
 * ```ts
 * if (decision.version !== CONSENT_VERSION) askAgain();
 * ```
 */
export const CONSENT_VERSION = 1;

/**
 * The optional cookie categories. Essential cookies need no consent and are always on.
 *
 * @example
 * ```ts
 * const category: ConsentCategory = 'analytics';
 * ```
 */
export type ConsentCategory = 'analytics' | 'ads';

/**
 * Every optional category, in the order the consent drawer lists them.
 *
 * @example
 * ```ts
 * const allowed = CONSENT_CATEGORIES.filter((category) => hasConsent(consent, category));
 * ```
 */
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'ads'];

/**
 * A recorded decision: which optional categories the visitor allowed, and when.
 *
 * @example
 * ```ts
 * const decision: ConsentDecision = { analytics: true, ads: false, decidedAt: new Date().toISOString(), version: 1 };
 * ```
 */
export interface ConsentDecision {
  analytics: boolean;
  ads: boolean;
  /** ISO 8601 time of the decision. */
  decidedAt: string;
  version: 1;
}

const FLAG = { true: '1', false: '0' } as const;

/**
 * Encodes a decision as a cookie value. Only cookie-safe characters are used
 * (`v:1|analytics:1|ads:0|at:2025-01-01T00:00:00.000Z`), so no further escaping is needed.
 *
 * @example
 * ```ts
 * serializeConsent({ analytics: true, ads: false, decidedAt: new Date().toISOString(), version: 1 });
 * ```
 */
export function serializeConsent(decision: ConsentDecision): string {
  return [
    `v:${CONSENT_VERSION}`,
    `analytics:${FLAG[String(decision.analytics) as 'true' | 'false']}`,
    `ads:${FLAG[String(decision.ads) as 'true' | 'false']}`,
    `at:${decision.decidedAt}`,
  ].join('|');
}

function parseFlag(value: string | undefined): boolean | undefined {
  if (value === '1') return true;
  if (value === '0') return false;
  return undefined;
}

/**
 * Reads a cookie value written by {@link serializeConsent}, URL-encoded or not. Returns `null` for
 * a missing, malformed or outdated value; never throws.
 *
 * @example
 * ```ts
 * // In a Next.js server component:
 * const initialConsent = parseConsent((await cookies()).get(CONSENT_COOKIE)?.value);
 * ```
 */
export function parseConsent(cookieValue: string | undefined): ConsentDecision | null {
  if (typeof cookieValue !== 'string' || cookieValue.length === 0 || cookieValue.length > 200) {
    return null;
  }
  let raw = cookieValue.trim();
  if (raw.includes('%')) {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  const fields = new Map<string, string>();
  for (const part of raw.split('|')) {
    const colon = part.indexOf(':');
    if (colon <= 0) return null;
    fields.set(part.slice(0, colon), part.slice(colon + 1));
  }
  if (fields.get('v') !== String(CONSENT_VERSION)) return null;
  const analytics = parseFlag(fields.get('analytics'));
  const ads = parseFlag(fields.get('ads'));
  const decidedAt = fields.get('at');
  if (analytics === undefined || ads === undefined || !decidedAt) return null;
  if (Number.isNaN(Date.parse(decidedAt))) return null;
  return { analytics, ads, decidedAt, version: 1 };
}

/**
 * Finds the consent cookie in a `Cookie` request header or in `document.cookie` and parses it.
 *
 * @example
 * ```ts
 * const consent = consentFromCookieHeader(request.headers.get('cookie'));
 * ```
 */
export function consentFromCookieHeader(header: string | null | undefined): ConsentDecision | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    if (pair.slice(0, eq).trim() === CONSENT_COOKIE) return parseConsent(pair.slice(eq + 1).trim());
  }
  return null;
}

/**
 * The full cookie string for a decision, for `document.cookie` or a `Set-Cookie` header:
 * `Path=/`, `Max-Age` of 180 days, `SameSite=Lax`, and `Secure` when `secure` is true.
 *
 * @example
 * ```ts
 * document.cookie = consentCookieString(decision, { secure: location.protocol === 'https:' });
 * ```
 */
export function consentCookieString(
  decision: ConsentDecision,
  options: { secure?: boolean } = {},
): string {
  const parts = [
    `${CONSENT_COOKIE}=${serializeConsent(decision)}`,
    'Path=/',
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Whether a decision allows a category. No decision allows nothing.
 *
 * @example
 * ```ts
 * if (hasConsent(consent, 'analytics')) startAnalytics();
 * ```
 */
export function hasConsent(
  decision: ConsentDecision | null | undefined,
  category: ConsentCategory,
): boolean {
  return decision?.[category] === true;
}
