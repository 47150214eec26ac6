/**
 * The OpenID Connect relying party: authorization code flow with PKCE (S256), `state` and `nonce`,
 * against any standard provider given its issuer, client id and (for confidential clients) secret.
 * jose does the cryptography; this module only speaks the protocol.
 */
import { z } from 'zod';
import { AuthError } from '../errors';
import type { VerifiedIdentity } from '../identity';
import { safeReturnTo } from '../return-to';
import { createTokenVerifier, type TokenVerifier } from '../verify';
import { JWKS_PATH } from '../constants';
import { createDiscoveryCache, type DiscoveryDocument, type DiscoveryOptions } from './discovery';
import { oauthErrorCode, SignInError } from './errors';
import { constantTimeEqual, pkceChallenge, randomToken } from './pkce';
import type { FollowRequest, SignInState } from './sign-in-state';

export interface RelyingPartyConfig {
  issuer: string;
  clientId: string;
  /** Absent for public clients (PKCE alone); present: sent with HTTP Basic (client_secret_basic). */
  clientSecret?: string;
  /** Expected `aud` of Bearer tokens; ID tokens are always checked against the client id. */
  audience?: string;
  /**
   * Overrides the key set location (else the discovery document's `jwks_uri`, else the site's default
   * `/.well-known/jwks.json` on the issuer's host).
   */
  jwksUri?: string;
  /** Defaults to `openid email profile`. */
  scope?: string;
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
}

export interface SignInStart {
  /** Send the browser here (a full-page redirect). */
  authorizationUrl: string;
  /** Keep this (sealed) in the browser until it comes back. */
  state: SignInState;
}

export interface CompletedSignIn {
  /** The verified ID token: it becomes the session cookie's value. */
  idToken: string;
  identity: VerifiedIdentity;
}

export interface RelyingParty {
  readonly issuer: string;
  readonly clientId: string;
  discover(): Promise<DiscoveryDocument>;
  /** Verifies ID tokens (session cookie) and Bearer tokens, with keys from the discovered `jwks_uri`. */
  readonly verifier: TokenVerifier;
  beginSignIn(input: { redirectUri: string; returnTo: string; follow?: FollowRequest }): Promise<SignInStart>;
  /** Checks `state` first, then exchanges the code and verifies the ID token (nonce included). */
  completeSignIn(input: { callbackUrl: URL; expected: SignInState }): Promise<CompletedSignIn>;
  /**
   * The provider's RP-initiated logout address, when it has one. It names the site by `client_id`
   * (OpenID RP-Initiated Logout 1.0 §2), not by `id_token_hint`: the site keeps no ID token, and a
   * token in an address ends up in logs and the browser's history.
   */
  endSessionUrl(input: { postLogoutRedirectUri: string }): Promise<string | undefined>;
}

const tokenResponseSchema = z.object({
  id_token: z.string().min(1),
  token_type: z.string().optional(),
  access_token: z.string().optional(),
});

const DEFAULT_SCOPE = 'openid email profile';

/**
 * How old the provider's metadata may be when a sign-in starts or ends (discovery.fresh): not at
 * all. One small request to the provider per sign-in (concurrent ones share it) buys telling the
 * visitor at once that it cannot be reached; sign-ins are rare next to page views.
 */
export const SIGN_IN_DISCOVERY_MAX_AGE_MS = 0;

export function createRelyingParty(config: RelyingPartyConfig): RelyingParty {
  const { issuer, clientId, clientSecret, fetchTimeoutMs = 10_000 } = config;
  const fetchImpl = config.fetch ?? fetch;
  const discoveryOptions: DiscoveryOptions = { fetchTimeoutMs, fetch: fetchImpl };
  const discovery = createDiscoveryCache(issuer, discoveryOptions);
  const idTokenVerifier = createDiscoveringVerifier(clientId);
  const bearerVerifier =
    config.audience && config.audience !== clientId
      ? createDiscoveringVerifier(config.audience)
      : idTokenVerifier;

  /**
   * The key set comes from the discovery document's `jwks_uri` (Keycloak and Google publish it
   * elsewhere than the default `/.well-known/jwks.json` on the issuer's host). If discovery is down,
   * fall back to that default location so sessions keep working; discovery is tried again on later
   * requests.
   */
  function createDiscoveringVerifier(audience: string): TokenVerifier {
    let discovered: TokenVerifier | undefined;
    let fallback: TokenVerifier | undefined;
    const build = (jwksUri: string) => createTokenVerifier({ issuer, audience, jwksUri });
    if (config.jwksUri) discovered = build(config.jwksUri);
    return {
      async verify(token, options) {
        if (!discovered) {
          try {
            const document = await discovery.get();
            discovered = build(document.jwks_uri ?? new URL(JWKS_PATH, issuer).href);
          } catch {
            fallback ??= build(new URL(JWKS_PATH, issuer).href);
            return fallback.verify(token, options);
          }
        }
        return discovered.verify(token, options);
      },
    };
  }

  return {
    issuer,
    clientId,
    discover: () => discovery.get(),
    verifier: bearerVerifier,

    async beginSignIn({ redirectUri, returnTo, follow }) {
      // Asked afresh: a provider that is down gets a clear "cannot be reached" from the site, not a
      // browser sent to an address that does not answer.
      const document = await discovery.fresh(SIGN_IN_DISCOVERY_MAX_AGE_MS);
      const methods = document.code_challenge_methods_supported;
      // Absent means "not advertised", which many providers that support S256 do; `plain` only is refused.
      if (methods && !methods.includes('S256')) {
        throw new SignInError(
          'PROVIDER_UNAVAILABLE',
          'the provider does not support PKCE with S256',
        );
      }
      const state: SignInState = {
        state: randomToken(),
        nonce: randomToken(),
        codeVerifier: randomToken(48),
        returnTo: safeReturnTo(returnTo),
        redirectUri,
        ...(follow ? { follow } : {}),
      };
      const url = new URL(document.authorization_endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', config.scope ?? DEFAULT_SCOPE);
      url.searchParams.set('state', state.state);
      url.searchParams.set('nonce', state.nonce);
      url.searchParams.set('code_challenge', await pkceChallenge(state.codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return { authorizationUrl: url.href, state };
    },

    async completeSignIn({ callbackUrl, expected }) {
      const params = callbackUrl.searchParams;
      // The returned `state` must equal the secret stored at sign-in, before anything else is
      // looked at: a callback the site did not start is refused outright.
      const state = params.get('state');
      if (!state || !constantTimeEqual(state, expected.state))
        throw new SignInError('STATE_MISMATCH');
      // RFC 9207: when the provider names itself, it must be the one we sent the user to (mix-up attacks).
      const returnedIssuer = params.get('iss');
      if (returnedIssuer !== null && returnedIssuer !== issuer) {
        throw new SignInError('PROVIDER_ERROR', 'the response comes from another issuer');
      }
      const error = params.get('error');
      if (error !== null) throw new SignInError('PROVIDER_ERROR', oauthErrorCode(error));
      const code = params.get('code');
      if (!code) throw new SignInError('PROVIDER_ERROR', 'no authorization code');

      const document = await discovery.get();
      const idToken = await exchangeCode(document, code, expected);
      let identity: VerifiedIdentity;
      try {
        identity = await idTokenVerifier.verify(idToken, { nonce: expected.nonce });
      } catch (caught) {
        if (caught instanceof AuthError && caught.code === 'JWKS_UNAVAILABLE') {
          throw new SignInError('PROVIDER_UNAVAILABLE', 'the signing keys could not be loaded', {
            cause: caught,
          });
        }
        throw new SignInError(
          'ID_TOKEN_INVALID',
          caught instanceof AuthError ? caught.reason : undefined,
          {
            cause: caught,
          },
        );
      }
      // OIDC Core §3.1.3.7: with several audiences, the token must have been issued to us (azp).
      const { aud, azp } = identity.claims;
      if (Array.isArray(aud) && aud.length > 1 && azp !== clientId) {
        throw new SignInError('ID_TOKEN_INVALID', '"azp" claim mismatch');
      }
      return { idToken, identity };
    },

    async endSessionUrl({ postLogoutRedirectUri }) {
      let document: DiscoveryDocument;
      try {
        // Asked afresh too: while the provider is down the browser goes straight back to the site.
        document = await discovery.fresh(SIGN_IN_DISCOVERY_MAX_AGE_MS);
      } catch {
        return undefined;
      }
      if (!document.end_session_endpoint) return undefined;
      const url = new URL(document.end_session_endpoint);
      url.searchParams.set('client_id', clientId);
      url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
      return url.href;
    },
  };

  async function exchangeCode(
    document: DiscoveryDocument,
    code: string,
    expected: SignInState,
  ): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: expected.redirectUri,
      code_verifier: expected.codeVerifier,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    const methods = document.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (!clientSecret) {
      body.set('client_id', clientId);
    } else if (methods.includes('client_secret_basic') || !methods.includes('client_secret_post')) {
      // RFC 6749 §2.3.1: both parts are form-encoded before the Basic encoding.
      const credentials = `${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`;
      headers.authorization = `Basic ${btoa(credentials)}`;
    } else {
      body.set('client_id', clientId);
      body.set('client_secret', clientSecret);
    }

    let response: Response;
    try {
      response = await fetchImpl(document.token_endpoint, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(fetchTimeoutMs),
      });
    } catch (error) {
      throw new SignInError('PROVIDER_UNAVAILABLE', 'the token endpoint could not be reached', {
        cause: error,
      });
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const errorCode = oauthErrorCode((payload as { error?: unknown } | undefined)?.error);
      throw new SignInError('TOKEN_EXCHANGE_FAILED', errorCode ?? `status ${response.status}`);
    }
    const parsed = tokenResponseSchema.safeParse(payload);
    if (!parsed.success)
      throw new SignInError('TOKEN_EXCHANGE_FAILED', 'the token response has no id_token');
    return parsed.data.id_token;
  }
}
