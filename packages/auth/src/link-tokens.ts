/**
 * Signed links for mails (confirm a sign-up, manage preferences, unsubscribe): a compact JWT,
 * HMAC-SHA256 with a key derived from one server secret. A token names its purpose, so a link made
 * for one thing is refused for any other, and carries an expiry.
 */
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

async function deriveKey(secret: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('openshiur'), info: encoder.encode('link tokens') },
    material,
    256,
  );
  return new Uint8Array(bits);
}

export function createLinkTokens(secret: string): LinkTokens {
  if (secret.length < 32) throw new Error('The link-signing secret must have at least 32 characters');
  // Derived, so the session secret it usually comes from is never used as this key itself. Web
  // Crypto (not node:crypto) keeps this module loadable in every runtime the site bundles it for.
  let derived: Promise<Uint8Array> | undefined;
  const key = () => (derived ??= deriveKey(secret));
  return {
    async sign({ purpose, subject, extra = {} }, expiresIn) {
      return new SignJWT({ ...extra, pur: purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(await key());
    },
    async verify(token, purpose) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return null;
      try {
        const { payload } = await jwtVerify(token, await key(), { audience: AUDIENCE, algorithms: ['HS256'] });
        if (payload.pur !== purpose || typeof payload.sub !== 'string') return null;
        const extra = Object.fromEntries(Object.entries(payload).filter(([name]) => !RESERVED.has(name)));
        return { subject: payload.sub, extra };
      } catch {
        return null;
      }
    },
  };
}
