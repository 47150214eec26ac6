import 'server-only';
import { createLinkTokens, type LinkTokenClaims, type LinkTokens } from '@openshiur/auth';
import { env } from '@/env';
import { generatedSecret } from '@/features/account/server/auth';
import { absoluteUrl } from '@/server/absolute-url';

let tokens: Promise<LinkTokens> | undefined;

/**
 * The site's signed-link tokens, keyed by the session secret (generated into AUTH_DATA_DIR outside
 * production, like the sign-in cookie's), so one configured secret covers both.
 */
export function linkTokens(): Promise<LinkTokens> {
  tokens ??= Promise.resolve(env.SESSION_SECRET ?? generatedSecret('session-secret'))
    .then(createLinkTokens)
    .catch((error: unknown) => {
      tokens = undefined;
      throw error;
    });
  return tokens;
}

/** An absolute link to `path` carrying a signed token for `claims`, valid for `expiresIn`. */
export async function signedMailLink(path: string, claims: LinkTokenClaims, expiresIn: string): Promise<string> {
  const url = new URL(absoluteUrl(path));
  url.searchParams.set('token', await (await linkTokens()).sign(claims, expiresIn));
  return url.href;
}
