/**
 * Signed links for mails (confirm a sign-up, manage preferences, unsubscribe): a compact JWT,
 * HMAC-SHA256 with a key derived from one server secret. A token names its purpose, so a link made
 * for one thing is refused for any other, and carries an expiry.
 */
import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'openshiur:link';

export interface LinkTokenClaims {
  /** What the link does: `newsletter-confirm`, `alerts-unsubscribe`, … */
  purpose: string;
  /** Whose link it is (a sign-up id, a user id). */
  subject: string;
  /** Anything else the link needs (a nonce, a list id). */
  extra?: Record<string, string | number>;
}

export interface VerifiedLinkToken {
  subject: string;
  extra: Record<string, unknown>;
}

export interface LinkTokens {
  /** A token for `claims`, valid for `expiresIn` (a jose time span: `'2d'`, `'365d'`). */
  sign(claims: LinkTokenClaims, expiresIn: string): Promise<string>;
  /** The token's subject and extra claims when it is genuine, unexpired and made for `purpose`; else null. */
  verify(token: string | null | undefined, purpose: string): Promise<VerifiedLinkToken | null>;
}

/** Longest token accepted: longer input is refused before any work. */
const MAX_TOKEN_LENGTH = 2_000;
const RESERVED = new Set(['aud', 'exp', 'iat', 'sub', 'pur']);

export function createLinkTokens(secret: string): LinkTokens {
  if (secret.length < 32) throw new Error('The link-signing secret must have at least 32 characters');
  // Derived, so the session secret it usually comes from is never used as this key itself.
  const key = new Uint8Array(hkdfSync('sha256', secret, 'openshiur', 'link tokens', 32));
  return {
    async sign({ purpose, subject, extra = {} }, expiresIn) {
      return new SignJWT({ ...extra, pur: purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key);
    },
    async verify(token, purpose) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      try {
        const { payload } = await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ['HS256'] });
        if (payload.pur !== purpose || typeof payload.sub !== 'string') return null;
        const extra = Object.fromEntries(Object.entries(payload).filter(([name]) => !RESERVED.has(name)));
        return { subject: payload.sub, extra };
      } catch {
        return null;
      }
    },
  };
}
