import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRelyingParty } from '../oidc/relying-party';
import { rolesFromClaims } from '../roles';
import { DEMO_ACCOUNTS } from './accounts';
import { redirectAllowed, startEmbeddedProvider } from './embedded-provider';
import {
  formAction,
  freePort,
  REDIRECT_URI,
  SITE_ORIGIN,
  startTestProvider,
  TEST_CLIENT,
  TestBrowser,
  type TestProvider,
} from './test-support';

let provider: TestProvider;
beforeAll(async () => {
  provider = await startTestProvider({ rateLimit: { limit: 5, windowMs: 60_000 } });
});
afterAll(() => provider.close());

const rpFor = (issuer: string) =>
  createRelyingParty({
    issuer,
    clientId: TEST_CLIENT.clientId,
    clientSecret: TEST_CLIENT.clientSecret,
  });

async function openLoginPage(issuer = provider.issuer) {
  const rp = rpFor(issuer);
  const browser = new TestBrowser();
  const start = await rp.beginSignIn({ redirectUri: REDIRECT_URI, returnTo: '/' });
  const loginPage = await browser.follow(start.authorizationUrl, SITE_ORIGIN);
  return { rp, browser, start, url: loginPage.url, html: await loginPage.response!.text() };
}

describe('the embedded provider', () => {
  it('refuses to start in production', async () => {
    await expect(
      startEmbeddedProvider({
        issuer: 'http://127.0.0.1:1',
        dataDir: provider.dataDir,
        client: TEST_CLIENT,
        production: true,
      }),
    ).rejects.toThrow(/cannot run in production/);
  });

  it('shows an accessible login page naming the demo accounts', async () => {
    const { html } = await openLoginPage();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="email">E-mail address<\/label>\s*<input id="email"/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    for (const account of DEMO_ACCOUNTS) {
      expect(html).toContain(account.email);
      expect(html).toContain(account.password);
    }
    expect(html).not.toMatch(/<script/);
  });

  it('answers a wrong password with the form again and a clear error, not a redirect', async () => {
    const { browser, url, html } = await openLoginPage();
    const result = await browser.submit(
      formAction(html, url, 'login'),
      { email: 'reader@example.org', password: 'wrong' },
      SITE_ORIGIN,
    );
    expect(result.response?.status).toBe(401);
    const page = await result.response!.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('The e-mail address or the password is not right.');
    expect(page).toContain('value="reader@example.org"');
  });

  it('signs up a new account, which then signs in with its claims', async () => {
    const { rp, browser, start, url, html } = await openLoginPage();
    const signUpUrl = new URL(/href="(\/interaction\/[^"]+\/signup)"/.exec(html)![1]!, url).href;
    const form = await browser.follow(signUpUrl, SITE_ORIGIN);
    const signUpHtml = await form.response!.text();

    // Field errors first: small red text tied to each field.
    const invalid = await browser.submit(
      formAction(signUpHtml, url, 'signup'),
      { givenName: '', familyName: 'Learner', email: 'not-an-address', password: 'short' },
      SITE_ORIGIN,
    );
    expect(invalid.response?.status).toBe(400);
    const errors = await invalid.response!.text();
    expect(errors).toContain('id="givenName-error">Enter your first name');
    expect(errors).toContain('id="email-error">Enter an e-mail address like name@example.org');
    expect(errors).toContain('id="password-error">Use at least 8 characters');
    expect(errors).toContain('aria-describedby="email-error"');
    expect(errors).toContain('value="Learner"');

    const email = `new.learner.${Date.now()}@example.org`;
    const done = await browser.submit(
      formAction(signUpHtml, url, 'signup'),
      { givenName: 'New', familyName: 'Learner', email, password: 'a-long-password' },
      SITE_ORIGIN,
    );
    expect(done.response).toBeUndefined();
    const { identity } = await rp.completeSignIn({
      callbackUrl: new URL(done.url),
      expected: start.state,
    });
    expect(identity).toMatchObject({
      email,
      firstName: 'New',
      lastName: 'Learner',
      emailVerified: false,
    });

    // Stored on disk (hashed), and the address cannot be taken twice.
    const stored = await readFile(join(provider.dataDir, 'accounts.json'), 'utf8');
    expect(stored).toContain(email);
    expect(stored).not.toContain('a-long-password');
    const again = await openLoginPage();
    const second = await again.browser.submit(
      formAction(again.html, again.url, 'login').replace(/login$/, 'signup'),
      {
        givenName: 'Other',
        familyName: 'Person',
        email: email.toUpperCase(),
        password: 'another-password',
      },
      SITE_ORIGIN,
    );
    expect(second.response?.status).toBe(409);
    expect(await second.response!.text()).toContain(
      'An account with this e-mail address exists already',
    );
  });

  it('signs the demo editor and admin in with their roles, and a reader with none', async () => {
    // Each account in its own provider: the login limit of the shared one is low on purpose.
    const own = await startTestProvider();
    try {
      const rolesOf = async (email: string, password: string) => {
        const { rp, browser, start, url, html } = await openLoginPage(own.issuer);
        const done = await browser.submit(formAction(html, url, 'login'), { email, password }, SITE_ORIGIN);
        const { identity } = await rp.completeSignIn({ callbackUrl: new URL(done.url), expected: start.state });
        return { claim: identity.claims.roles, roles: rolesFromClaims(identity.claims) };
      };
      expect(await rolesOf('editor@example.org', 'editor-demo')).toEqual({ claim: ['editor'], roles: ['editor'] });
      expect(await rolesOf('admin@example.org', 'admin-demo')).toEqual({ claim: ['admin'], roles: ['editor', 'admin'] });
      expect(await rolesOf('reader@example.org', 'reader-demo')).toEqual({ claim: undefined, roles: [] });
    } finally {
      await own.close();
    }
  });

  it('keeps its keys and accounts across a restart', async () => {
    const port = await freePort();
    const first = await startTestProvider({
      issuer: `http://127.0.0.1:${port}`,
      dataDir: provider.dataDir,
    });
    const keys = await (await fetch(`${first.issuer}/.well-known/jwks.json`)).json();
    await first.close();
    const second = await startTestProvider({
      issuer: `http://127.0.0.1:${port}`,
      dataDir: provider.dataDir,
    });
    try {
      expect(await (await fetch(`${second.issuer}/.well-known/jwks.json`)).json()).toEqual(keys);
    } finally {
      await second.close();
    }
  });

  it('limits login attempts per client address with 429 and Retry-After', async () => {
    const limited = await startTestProvider({ rateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      const { browser, url, html } = await openLoginPage(limited.issuer);
      const action = formAction(html, url, 'login');
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const result = await browser.submit(
          action,
          { email: 'reader@example.org', password: 'wrong' },
          SITE_ORIGIN,
        );
        statuses.push(result.response!.status);
        retryAfter = result.response!.headers.get('retry-after');
      }
      expect(statuses).toEqual([401, 401, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('never lets its pages be framed', async () => {
    const { browser, url } = await openLoginPage();
    const response = await browser.request(url);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('redirectAllowed', () => {
  const exact = ['https://www.openshiur.example/login/callback'];
  it.each([
    ['the registered URI', 'https://www.openshiur.example/login/callback', true],
    ['a loopback origin on any port', 'http://127.0.0.1:3300/login/callback', true],
    ['localhost', 'http://localhost:3000/login/callback', true],
    ['IPv6 loopback', 'http://[::1]:3000/login/callback', true],
    ['another path on loopback', 'http://127.0.0.1:3300/elsewhere', false],
    ['loopback with a query', 'http://127.0.0.1:3300/login/callback?x=1', false],
    ['another host', 'https://evil.example/login/callback', false],
    ['a look-alike host', 'http://localhost.evil.example/login/callback', false],
    ['credentials in the URI', 'http://user@127.0.0.1:3000/login/callback', false],
    ['another scheme', 'javascript://127.0.0.1/login/callback', false],
  ])('%s: %s', (_label, value, allowed) => {
    expect(redirectAllowed(value, exact, '/login/callback')).toBe(allowed);
  });
});
