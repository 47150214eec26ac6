import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { startLocalHttpServer } from '../testing';
import { DEMO_ACCOUNTS } from '../provider/accounts';
import {
  formAction,
  REDIRECT_URI,
  SITE_ORIGIN,
  startTestProvider,
  TEST_CLIENT,
  TestBrowser,
  type TestProvider,
} from '../provider/test-support';
import { createDiscoveryCache } from './discovery';
import { createRelyingParty, type RelyingParty } from './relying-party';
import type { SignInState } from './sign-in-state';

const reader = DEMO_ACCOUNTS[0]!;
let provider: TestProvider;
let rp: RelyingParty;

beforeAll(async () => {
  provider = await startTestProvider();
  rp = createRelyingParty({
    issuer: provider.issuer,
    clientId: TEST_CLIENT.clientId,
    clientSecret: TEST_CLIENT.clientSecret,
  });
});
afterAll(() => provider.close());

/** Runs the browser's part: authorization request, login form, back to the redirect URI. */
async function authorize(
  browser: TestBrowser,
  authorizationUrl: string,
  account = reader,
): Promise<URL> {
  const loginPage = await browser.follow(authorizationUrl, SITE_ORIGIN);
  expect(loginPage.response?.status).toBe(200);
  const html = await loginPage.response!.text();
  const back = await browser.submit(
    formAction(html, loginPage.url, 'login'),
    { email: account.email, password: account.password },
    SITE_ORIGIN,
  );
  expect(back.response, 'the provider should redirect back to the site').toBeUndefined();
  return new URL(back.url);
}

describe('discovery', () => {
  it('reads the provider metadata, naming the default key set location', async () => {
    const document = await rp.discover();
    expect(document.issuer).toBe(provider.issuer);
    expect(document.jwks_uri).toBe(`${provider.issuer}/.well-known/jwks.json`);
    expect(document.code_challenge_methods_supported).toContain('S256');
  });

  it('refuses a document that names another issuer', async () => {
    const server = await startLocalHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          issuer: 'https://other.example',
          authorization_endpoint: 'https://other.example/a',
          token_endpoint: 'https://other.example/t',
        }),
      );
    });
    try {
      const other = createRelyingParty({ issuer: server.origin, clientId: 'c' });
      await expect(other.discover()).rejects.toMatchObject({
        code: 'PROVIDER_UNAVAILABLE',
        reason: 'the discovery document names another issuer',
      });
    } finally {
      await server.close();
    }
  });

  it('reports an unreachable provider', async () => {
    const server = await startLocalHttpServer((_request, response) => response.end());
    await server.close();
    const gone = createRelyingParty({ issuer: server.origin, clientId: 'c' });
    await expect(
      gone.beginSignIn({ redirectUri: REDIRECT_URI, returnTo: '/' }),
    ).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});

describe('a provider that goes down after its metadata was read', () => {
  it('is still read from the cache for tokens, but a sign-in start asks afresh and says it is unreachable', async () => {
    let up = true;
    const server = await startLocalHttpServer((_request, response) => {
      if (!up) return void response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ issuer: server.origin, authorization_endpoint: `${server.origin}/a`, token_endpoint: `${server.origin}/t` }),
      );
    });
    try {
      const cache = createDiscoveryCache(server.origin);
      expect((await cache.fresh(30_000)).issuer).toBe(server.origin);
      up = false;
      // Young enough: no new request; the cached copy also serves plain reads (token checks).
      expect((await cache.fresh(30_000)).issuer).toBe(server.origin);
      expect((await cache.get()).issuer).toBe(server.origin);
      await expect(cache.fresh(0)).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
      up = true;
      expect((await cache.fresh(0)).issuer).toBe(server.origin);
    } finally {
      await server.close();
    }
  });
});

describe('the authorization request', () => {
  it('carries the code flow with PKCE S256, state, nonce and a safe returnTo', async () => {
    const { authorizationUrl, state } = await rp.beginSignIn({
      redirectUri: REDIRECT_URI,
      returnTo: '//evil.example',
    });
    const url = new URL(authorizationUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: TEST_CLIENT.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: state.state,
      nonce: state.nonce,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).not.toBe(state.codeVerifier);
    expect(state.returnTo).toBe('/');
    const second = await rp.beginSignIn({ redirectUri: REDIRECT_URI, returnTo: '/profile' });
    expect(second.state.state).not.toBe(state.state);
    expect(second.state.nonce).not.toBe(state.nonce);
    expect(second.state.follow).toBeUndefined();
  });

  it('keeps the follow to do after sign-in in the state, never in the address', async () => {
    const { authorizationUrl, state } = await rp.beginSignIn({
      redirectUri: REDIRECT_URI,
      returnTo: '/series/12',
      follow: { kind: 'series', id: 12 },
    });
    expect(state.follow).toEqual({ kind: 'series', id: 12 });
    expect(authorizationUrl).not.toMatch(/follow|subscribe/);
  });
});

describe('a complete sign-in against the embedded provider', () => {
  it('returns the verified ID token with the account claims', async () => {
    const browser = new TestBrowser();
    const { authorizationUrl, state } = await rp.beginSignIn({
      redirectUri: REDIRECT_URI,
      returnTo: '/profile',
    });
    const callbackUrl = await authorize(browser, authorizationUrl);
    expect(callbackUrl.pathname).toBe('/login/callback');
    expect(callbackUrl.searchParams.get('state')).toBe(state.state);

    const { idToken, identity } = await rp.completeSignIn({ callbackUrl, expected: state });
    expect(idToken.split('.')).toHaveLength(3);
    expect(identity).toMatchObject({
      subject: reader.id,
      email: reader.email,
      emailVerified: true,
      firstName: reader.givenName,
      lastName: reader.familyName,
      name: `${reader.givenName} ${reader.familyName}`,
    });
    expect(identity.claims.nonce).toBe(state.nonce);
    // The same token is accepted later as the session (no nonce expected then).
    await expect(rp.verifier.verify(idToken)).resolves.toMatchObject({ subject: reader.id });
  });

  it('creates no session when the returned state is not the stored one', async () => {
    const browser = new TestBrowser();
    const { authorizationUrl, state } = await rp.beginSignIn({
      redirectUri: REDIRECT_URI,
      returnTo: '/',
    });
    const callbackUrl = await authorize(browser, authorizationUrl);
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', `${state.state}x`);
    await expect(
      rp.completeSignIn({ callbackUrl: tampered, expected: state }),
    ).rejects.toMatchObject({ code: 'STATE_MISMATCH' });
    tampered.searchParams.delete('state');
    await expect(
      rp.completeSignIn({ callbackUrl: tampered, expected: state }),
    ).rejects.toMatchObject({ code: 'STATE_MISMATCH' });
  });

  it('rejects an ID token whose nonce is not the one sent', async () => {
    const browser = new TestBrowser();
    const { authorizationUrl, state } = await rp.beginSignIn({
      redirectUri: REDIRECT_URI,
      returnTo: '/',
    });
    const callbackUrl = await authorize(browser, authorizationUrl);
    const expected: SignInState = { ...state, nonce: `${state.nonce}-other` };
    await expect(rp.completeSignIn({ callbackUrl, expected })).rejects.toMatchObject({
      code: 'ID_TOKEN_INVALID',
      reason: '"nonce" claim mismatch',
    });
  });

  it('cannot redeem a code without the PKCE verifier', async () => {
    const browser = new TestBrowser();
    const { authorizationUrl, state } = await rp.beginSignIn({
      redirectUri: REDIRECT_URI,
      returnTo: '/',
    });
    const callbackUrl = await authorize(browser, authorizationUrl);
    const expected: SignInState = { ...state, codeVerifier: 'w'.repeat(64) };
    await expect(rp.completeSignIn({ callbackUrl, expected })).rejects.toMatchObject({
      code: 'TOKEN_EXCHANGE_FAILED',
      reason: 'invalid_grant',
    });
  });

  it('cannot redeem a code with a wrong client secret', async () => {
    const browser = new TestBrowser();
    const impostor = createRelyingParty({
      issuer: provider.issuer,
      clientId: TEST_CLIENT.clientId,
      clientSecret: 'not-the-secret',
    });
    const { authorizationUrl, state } = await impostor.beginSignIn({
      redirectUri: REDIRECT_URI,
      returnTo: '/',
    });
    const callbackUrl = await authorize(browser, authorizationUrl);
    await expect(impostor.completeSignIn({ callbackUrl, expected: state })).rejects.toMatchObject({
      code: 'TOKEN_EXCHANGE_FAILED',
      reason: 'invalid_client',
    });
  });

  it('reports a cancelled sign-in as a provider error', async () => {
    const browser = new TestBrowser();
    const { authorizationUrl, state } = await rp.beginSignIn({
      redirectUri: REDIRECT_URI,
      returnTo: '/',
    });
    const loginPage = await browser.follow(authorizationUrl, SITE_ORIGIN);
    const html = await loginPage.response!.text();
    const abort = /href="(\/interaction\/[^"]+\/abort)"/.exec(html)?.[1];
    const back = await browser.follow(new URL(abort!, loginPage.url).href, SITE_ORIGIN);
    const callbackUrl = new URL(back.url);
    await expect(rp.completeSignIn({ callbackUrl, expected: state })).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      reason: 'access_denied',
    });
  });

  it('refuses a redirect URI on a host that is not registered', async () => {
    const browser = new TestBrowser();
    const { authorizationUrl } = await rp.beginSignIn({
      redirectUri: 'https://evil.example/login/callback',
      returnTo: '/',
    });
    const result = await browser.follow(authorizationUrl, 'https://evil.example');
    expect(result.response?.status).toBe(400);
    expect(await result.response!.text()).toContain('redirect_uri');
  });

  it('offers RP-initiated logout by client id (no ID token travels in the address)', async () => {
    const url = new URL((await rp.endSessionUrl({ postLogoutRedirectUri: `${SITE_ORIGIN}/logout` }))!);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: TEST_CLIENT.clientId,
      post_logout_redirect_uri: `${SITE_ORIGIN}/logout`,
    });
  });
});

describe('token verification through discovery', () => {
  it('rejects an ID token signed by a key the provider does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'RS256', kid: 'unknown' })
      .setIssuer(provider.issuer)
      .setAudience(TEST_CLIENT.clientId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    await expect(rp.verifier.verify(forged)).rejects.toMatchObject({ code: 'TOKEN_INVALID' });
  });
});
