import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_READER, expect, expectBackAt, graphql, newAccount, onProvider, signIn, submitProviderLogin, submitProviderSignUp, test, shown } from './fixtures';
import { brokenDatabasePort, signInRateLimit } from '../playwright.config';

/** Sign-in, sign-out, route checks and subscriptions, through the embedded provider's real pages. */

let seriesId: string;
let seriesName: string;
let authorId: string;

test.beforeAll(async ({ request }) => {
  const data = await graphql<{
    allSeries: { id: string; name: string }[];
    authors: { edges: { node: { id: string } }[] };
  }>(
    request,
    '{ allSeries(includeEmpty: false) { id name } authors(first: 1) { edges { node { id } } } }',
  );
  seriesId = data.allSeries[0]!.id;
  seriesName = data.allSeries[0]!.name;
  authorId = data.authors.edges[0]!.node.id;
});

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'jwt');
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /Account menu/ });
const loginLink = (page: Page) =>
  page.locator('[data-site-header]').getByRole('link', { name: 'Login' });

test('the header Login link signs in at the provider and comes back to the page', async ({
  page,
  context,
}) => {
  await page.goto('/series?search=a');
  await loginLink(page).click();
  await submitProviderLogin(page, DEMO_READER);
  await expectBackAt(page, '/series?search=a');
  await expect(accountMenu(page)).toContainText('SR');
  await expect(loginLink(page)).toHaveCount(0);

  // The session cookie: httpOnly (no page script can read the token), SameSite=Lax, whole site.
  const jwt = await sessionCookie(context);
  expect(jwt).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  expect(jwt!.expires).toBeGreaterThan(Date.now() / 1000);
  expect(await page.evaluate(() => document.cookie)).not.toContain('jwt=');
  // The browser keeps the decoded user (no token) in localStorage (the product's browser-stored values; no token there, by design).
  const stored = await page.evaluate(() => ({
    user: localStorage.getItem('user'),
    token: localStorage.getItem('token'),
  }));
  expect(stored.token).toBeNull();
  expect(JSON.parse(stored.user!)).toMatchObject({
    sub: 'demo-reader',
    email: DEMO_READER.email,
    given_name: 'Sample',
    family_name: 'Reader',
  });
  // The transient sign-in cookie is gone once used.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('os_signin');

  // Guest-only: /login with a session goes home.
  await page.goto('/login?returnTo=/profile');
  await expect(page).toHaveURL(/\/$/);
});

test('me answers for the session cookie (GraphQL, same origin)', async ({ page }) => {
  await signIn(page);
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ me(input: { services: "openshiur-web" }) { email firstName lastName } }',
      }),
    });
    return (await response.json()) as { data: { me: unknown } };
  });
  expect(me.data.me).toEqual({ email: DEMO_READER.email, firstName: 'Sample', lastName: 'Reader' });
});

test.describe('a tampered sign-in response', () => {
  test('a state that does not match shows a clear error and creates no session', async ({
    page,
    context,
  }) => {
    // Tamper with `state` on the way back from the provider, as a forged response would. The
    // provider answers the login form with redirects; follow them here (same cookies as the
    // browser) up to the site's callback, then send the browser there with another state.
    await page.route('**/interaction/*/login', async (route) => {
      let response = await route.fetch({ maxRedirects: 0 });
      let location = response.headers()['location'];
      while (location && !location.includes('/login/callback')) {
        response = await page.request.get(new URL(location, route.request().url()).href, {
          maxRedirects: 0,
        });
        location = response.headers()['location'];
      }
      const callback = new URL(location!);
      expect(callback.searchParams.get('code')).toBeTruthy();
      callback.searchParams.set('state', 'forged-state-value');
      await route.fulfill({ status: 303, headers: { location: callback.href } });
    });
    await page.goto('/login?returnTo=%2Fprofile');
    await submitProviderLogin(page);
    await page.waitForURL(/\/logged-in\?error=state_mismatch/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sign-in could not be completed',
    );
    await expect(page.locator('[data-sign-in-error]')).toContainText(
      'For your safety nobody was signed in',
    );
    await expect(page.getByRole('link', { name: 'Try signing in again' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fprofile',
    );
    expect(await sessionCookie(context)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.goto('/');
    await expect(loginLink(page)).toBeVisible();
  });

  test('the answer to an older sign-in of the same browser is refused too', async ({
    page,
    context,
  }) => {
    await page.goto('/login?returnTo=%2Fprofile');
    // A second sign-in started meanwhile (another tab) replaces the stored state.
    const second = await context.newPage();
    await second.goto('/login?returnTo=%2F');
    await second.close();
    await submitProviderLogin(page);
    await page.waitForURL(/\/logged-in\?error=state_mismatch/);
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test('a callback without the sign-in cookie (another browser) creates no session', async ({
    page,
    context,
  }) => {
    await page.goto('/login/callback?code=abc&state=def');
    await expect(page).toHaveURL(/\/logged-in\?error=sign_in_expired/);
    await expect(page.locator('[data-sign-in-error]')).toContainText('Nobody was signed in');
    expect(await sessionCookie(context)).toBeUndefined();
  });
});

test.describe('sign-up', () => {
  // The provider answers an invalid form with 400 and the form again.
  test.use({ tolerated: /status of 400/ });

  test('creates an account at the provider and signs it in', async ({ page }) => {
    const account = newAccount('newcomer');
    await page.goto('/login?returnTo=%2Fprofile');
    // Field errors first: small red text next to the fields.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect(shown(page.getByText('Enter your first name'))).toBeVisible();
    await expect(shown(page.getByText('Enter your first name'))).toHaveCSS('color', 'rgb(179, 38, 30)');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await submitProviderSignUp(page, account);
    await expectBackAt(page, '/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${account.firstName} ${account.lastName}`,
    );
    await expect(shown(page.getByText(account.email))).toBeVisible();
  });
});

test('signing out in one tab signs out the other open tabs too', async ({ page, context }) => {
  await signIn(page, { returnTo: '/author' });
  const other = await context.newPage();
  await other.goto('/series');
  await expect(accountMenu(other)).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(/\/logout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
  expect(await sessionCookie(context)).toBeUndefined();
  const stored = await page.evaluate(() => ({
    user: localStorage.getItem('user'),
    logout: Number(localStorage.getItem('logout')),
  }));
  expect(stored.user).toBeNull();
  expect(stored.logout).toBeGreaterThan(Date.now() - 60_000);

  // The other tab reloads on the `logout` storage event and shows the signed-out header.
  await expect(loginLink(other)).toBeVisible({ timeout: 15_000 });
  await expect(accountMenu(other)).toHaveCount(0);

  // The provider's session ended too: the next sign-in asks for the password again.
  await page.goto('/login?returnTo=%2F');
  expect(onProvider(page)).toBe(true);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test.describe('sessions kept by the server', () => {
  const ME = '{ me(input: { services: "openshiur-web" }) { email signedInSessions } }';
  /** What the API answers to a request carrying only this `jwt` cookie (as a copied cookie would be replayed). */
  async function meWith(request: APIRequestContext, secret: string) {
    const response = await request.post('/api/graphql', {
      headers: { cookie: `jwt=${secret}`, 'content-type': 'application/json' },
      data: { query: ME },
    });
    return (await response.json()) as { data?: { me: { email: string; signedInSessions: number } | null }; errors?: { message: string; extensions: { code: string } }[] };
  }
  const endedSession = { message: 'The session has ended: sign in again', extensions: { code: 'UNAUTHENTICATED' } };
  /**
   * A browser whose session ended is served the shared page and told to forget the cookie, so its
   * next pages come from the cache. (A page being refreshed after another test's save is rendered
   * per request instead, signed out too: then a later visit forgets it.)
   */
  async function expectCookieForgottenOnVisiting(page: Page, path: string) {
    await expect
      .poll(async () => (await page.goto(path))?.headers()['x-openshiur-viewer'] === 'session-ended' || (await sessionCookie(page.context())) === undefined, { timeout: 30_000, intervals: [1_000] })
      .toBe(true);
    expect(await sessionCookie(page.context())).toBeUndefined();
  }

  test('signing out ends the session at once: a copy of the cookie no longer signs anyone in', async ({ page, context, playwright, baseURL }) => {
    const account = newAccount('signout');
    await signIn(page, { account, signUp: true });
    const secret = (await sessionCookie(context))!.value;
    // The cookie holds an opaque session secret, never the provider's ID token.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const outsider = await playwright.request.newContext({ baseURL });
    try {
      expect((await meWith(outsider, secret)).data?.me?.email).toBe(account.email);

      // GET /signout (a link, a prefetch, an image on another site) changes nothing: it asks first.
      await page.goto('/signout');
      await expect(page).toHaveURL(/\/logout$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign out?');
      expect((await meWith(outsider, secret)).data?.me?.email).toBe(account.email);
      // A POST from another site is shown the same question and changes nothing either.
      const forged = await outsider.post('/signout', { headers: { cookie: `jwt=${secret}`, 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 });
      expect(forged.status()).toBe(303);
      expect(forged.headers()['location']).toBe('/logout');
      expect((await meWith(outsider, secret)).data?.me?.email).toBe(account.email);

      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
      expect(await sessionCookie(context)).toBeUndefined();
      const after = await meWith(outsider, secret);
      expect(after.data?.me ?? null).toBeNull();
      expect(after.errors?.[0]).toMatchObject(endedSession);
    } finally {
      await outsider.dispose();
    }
  });

  test('"Sign out everywhere" on the profile ends the other browsers\' sessions too', async ({ page, context, browser }) => {
    const account = newAccount('everywhere');
    await signIn(page, { account, signUp: true });
    const phone = await browser.newContext();
    try {
      const phonePage = await phone.newPage();
      await signIn(phonePage, { account, returnTo: '/profile' });
      await expect(phonePage.getByTestId('signed-in-sessions')).toContainText('You are signed in on 2 browsers or apps');

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
      expect(await sessionCookie(context)).toBeUndefined();

      // The other browser still has its cookie, but the session it names has ended.
      await phonePage.goto('/series');
      await expect(loginLink(phonePage)).toBeVisible();
      await expectCookieForgottenOnVisiting(phonePage, '/series');
    } finally {
      await phone.close();
    }
  });

  test("an admin's revocation signs a person out at once, everywhere", async ({ page, browser }) => {
    const account = newAccount('revoked');
    // The person's browser is a plain one: the fixture's routes make Chromium ask every page with
    // "no-cache", which goes to a per-request render, as a hard reload does.
    const person = await browser.newContext();
    try {
      const personPage = await person.newPage();
      await signIn(personPage, { account, signUp: true, returnTo: '/series' });
      await expect(accountMenu(personPage)).toBeVisible();

      await signIn(page, { account: DEMO_ADMIN, returnTo: '/studio/admin' });
      await page.getByRole('textbox', { name: 'Their e-mail' }).fill(account.email.toUpperCase());
      await page.getByRole('button', { name: 'End their sessions' }).click();
      await expect(page.getByTestId('sessions-ended')).toHaveText(`1 session of ${account.email} ended.`);
      await expect(page.getByRole('table').filter({ hasText: 'sessions.ended' })).toContainText(account.email);

      // The person's next page shows them signed out, and their browser forgets the cookie.
      await personPage.goto('/author');
      await expect(loginLink(personPage)).toBeVisible();
      await expect(accountMenu(personPage)).toHaveCount(0);
      await expectCookieForgottenOnVisiting(personPage, '/author');
    } finally {
      await person.close();
    }
  });
});

test('/profile needs a user: an anonymous visitor signs in and comes back to it', async ({
  page,
}) => {
  await page.goto('/profile');
  await submitProviderLogin(page);
  await expectBackAt(page, '/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sample Reader');
  await expect(shown(page.getByText(DEMO_READER.email))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Series you follow' })).toBeVisible();
});

test('subscribing from a series page persists and shows on the profile, where it can be undone', async ({
  page,
}) => {
  await signIn(page, {
    account: newAccount('follower'),
    signUp: true,
    returnTo: `/series/${seriesId}`,
  });
  const button = page.getByRole('button', { name: 'Subscribe' });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  // Optimistic: pressed at once, and still after the server answered.
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: `You are subscribed to ${seriesName}` }),
  ).toBeAttached();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/profile');
  const list = page.locator('[data-subscriptions="series"]');
  await expect(list.getByRole('link', { name: seriesName })).toBeVisible();
  // The list changes at once (optimistic); the reload waits for the server's answer.
  const unsubscribed = page.waitForResponse(
    (response) => response.url().endsWith('/api/graphql') && (response.request().postData() ?? '').includes('UnsubscribeFromSeries'),
  );
  await list.getByRole('button', { name: `Unsubscribe from ${seriesName}` }).click();
  await expect(list.getByRole('link', { name: seriesName })).toHaveCount(0);
  expect((await unsubscribed).ok()).toBe(true);
  await page.reload();
  await expect(shown(page.getByText('You do not follow any series yet.'))).toBeVisible();
  await page.goto(`/series/${seriesId}`);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test.describe('a failed subscription', () => {
  // The endpoint is made to fail on purpose.
  test.use({ tolerated: /503/ });

  test('is rolled back with a visible error', async ({ page }) => {
    await signIn(page, {
      account: newAccount('unlucky'),
      signUp: true,
      returnTo: `/author/${authorId}`,
    });
    await page.route('**/api/graphql', (route) =>
      route.request().postData()?.includes('subscribeToAuthor')
        ? route.fulfill({ status: 503, body: 'down' })
        : route.continue(),
    );
    const button = page.getByRole('button', { name: 'Subscribe' });
    await button.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Could not subscribe' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

test('a signed-out subscribe click leads through sign-in and completes the subscription', async ({
  page,
}) => {
  const account = newAccount('latecomer');
  await page.goto(`/author/${authorId}`);
  const button = page.getByRole('button', { name: 'Subscribe' });
  await expect(button).not.toHaveAttribute('aria-pressed');
  const toSignIn = page.waitForRequest((request) => new URL(request.url()).pathname === '/login');
  await button.click();
  // The sign-in carries the follow (sealed in its cookie as it starts); the page's address never does.
  expect(new URL((await toSignIn).url()).searchParams.get('subscribe')).toBe(`author:${authorId}`);
  await submitProviderSignUp(page, account);
  await expectBackAt(page, `/author/${authorId}`);
  expect(new URL(page.url()).search).toBe('');
  // Followed by the sign-in itself: the page shows it as it loads, and the profile lists it.
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/profile');
  await expect(page.locator('[data-subscriptions="author"]').getByRole('listitem')).toHaveCount(1);
});

test('a link cannot make a signed-in visitor subscribe', async ({ page }) => {
  await signIn(page, { account: newAccount('linked'), signUp: true });
  let mutations = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /subscribeTo/.test(request.postData() ?? '')) mutations += 1;
  });
  // The old marker on a page, and a sign-in link with one (a signed-in visitor is sent on by /login).
  await page.goto(`/author/${authorId}?subscribe=author:${authorId}`);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto(`/login?returnTo=%2Fauthor%2F${authorId}&subscribe=author:${authorId}`);
  await page.goto(`/author/${authorId}`);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/profile');
  await expect(page.locator('[data-subscriptions="author"]').getByRole('listitem')).toHaveCount(0);
  expect(mutations).toBe(0);
});

test('returnTo cannot send the browser to another site', async ({ browser, baseURL }) => {
  for (const returnTo of [
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    await submitProviderLogin(page);
    await expectBackAt(page, '/');
    expect(new URL(page.url()).origin).toBe(baseURL);
    await context.close();
  }
});

test('a new X-Forwarded-For on every request does not escape the limit of a site that trusts no proxy', async ({
  request,
}) => {
  // The broken-database site runs without TRUST_PROXY, as a server facing the internet does, with
  // the default limit of 30 a minute: the server puts the socket's address in the header.
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= 30; attempt += 1) {
    const response = await request.get(`http://127.0.0.1:${brokenDatabasePort}/login?returnTo=%2F`, {
      headers: { 'x-forwarded-for': `192.0.2.${attempt + 1}` },
      maxRedirects: 0,
    });
    statuses.push(response.status());
  }
  expect(statuses[0]).not.toBe(429);
  expect(statuses.at(-1)).toBe(429);
});

test('the sign-in endpoint answers 429 with Retry-After past its rate limit', async ({
  request,
}) => {
  // A client address of its own, so the rest of the suite keeps its budget.
  const headers = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let attempt = 0; attempt <= signInRateLimit; attempt += 1) {
    const response = await request.get('/login?returnTo=%2F', { headers, maxRedirects: 0 });
    statuses.push(response.status());
    retryAfter = response.headers()['retry-after'];
  }
  expect(statuses.slice(0, signInRateLimit).every((status) => status === 303)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(Number(retryAfter)).toBeGreaterThan(0);
});

test.describe('accessibility of the sign-in pages (axe, WCAG 2.2 AA)', () => {
  const audit = async (page: Page) => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    return results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(', ')}`,
    );
  };

  test('the provider login and sign-up pages, the failed sign-in page', async ({ page }) => {
    await page.goto('/login?returnTo=%2F');
    expect(onProvider(page)).toBe(true);
    expect(await audit(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create an account' }).click();
    expect(await audit(page)).toEqual([]);
    await page.goto('/logged-in?error=state_mismatch&returnTo=%2F');
    expect(await audit(page)).toEqual([]);
  });

  test('a series page with its subscribe button and the profile', async ({ page }) => {
    await signIn(page, {
      account: newAccount('auditor'),
      signUp: true,
      returnTo: `/series/${seriesId}`,
    });
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await audit(page)).toEqual([]);
    await page.goto('/profile');
    await expect(page.locator('[data-subscriptions="series"]').getByRole('listitem')).toHaveCount(
      1,
    );
    expect(await audit(page)).toEqual([]);
  });
});
