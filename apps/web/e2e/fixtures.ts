import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CONSENT_COOKIE, serializeConsent } from '@openshiur/ui';
import { adsScriptUrl, identityProviderIssuer } from '../playwright.config';

/**
 * Every browser test fails on an uncaught page error, a console error or any 5xx response, so a
 * page that "looks fine" but throws is still a failure.
 */
/** Remote pictures go through Next's optimizer, which cannot reach the internet on the test machine. */
export const REMOTE_PICTURE = /\/_next\/image\?url=https?%3A%2F%2F/;
/** A 1x1 transparent PNG. */
export const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const test = base.extend<{ problems: string[]; tolerated: RegExp | undefined; offlinePictures: void }>({
  /**
   * Author pictures stored as full addresses (the seed has some) are fetched by Next's optimizer,
   * which answers 500 without internet access. Every page showing authors would then "fail" for a
   * reason that is the machine's, not the site's: such pictures are answered with a pixel. A test can
   * still route them itself (a page's routes take precedence over its context's).
   */
  offlinePictures: [
    async ({ context }, use) => {
      await context.route(REMOTE_PICTURE, (route) => route.fulfill({ contentType: 'image/png', body: PIXEL }));
      // The ad service's script (ADS_SCRIPT_URL of the test build) loads after consent to advertising:
      // answered with an empty script, as the machine has no internet (ads.spec.ts routes its own fake).
      await context.route(`${new URL(adsScriptUrl).origin}/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await use();
    },
    { auto: true },
  ],
  /** Problems a test provokes on purpose (a failed script load, say): `test.use({ tolerated: /…/ })`. */
  tolerated: [undefined, { option: true }],
  problems: [
    async ({ page, tolerated }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser logs every non-2xx document load; statuses are asserted explicitly instead.
        if (
          /Failed to load resource: the server responded with a status of 404/.test(message.text())
        )
          return;
        problems.push(`console error: ${message.text()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
      });
      await use(problems);
      const unexpected = problems.filter((problem) => !tolerated?.test(problem));
      expect(unexpected, 'page errors, console errors or 5xx responses').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The tag of `describe` blocks, in specs that also run on the phone-size project, whose behaviour is
 * the same at every width: the phone project leaves them out (playwright.config.ts), since they are
 * checked on desktop and repeating them there cost minutes of CI time.
 */
export const SAME_AT_EVERY_WIDTH = { tag: '@same-at-every-width' } as const;

/**
 * What a visitor sees, of the elements a locator matches. Pages left behind by an in-app navigation
 * stay hidden in the document (Cache Components keep them in React's `<Activity>`), and content that
 * streams in waits in a hidden `<div hidden id="S:…">` until React reveals it (reveals are batched),
 * so a text or selector lookup can match a hidden copy as well as the shown one. Role lookups skip
 * hidden elements by themselves; text, test-id and CSS lookups go through this.
 */
export function shown(locator: Locator): Locator {
  return locator.filter({ visible: true });
}

/** Fails with the first few offending elements of each rule when the page breaks WCAG 2.2 AA (axe). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`)).toEqual([]);
}

/** Runs a GraphQL query against the site's own endpoint. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
): Promise<T> {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Opens a path and returns the HTTP status of the document. */
export async function visit(page: Page, path: string): Promise<number> {
  const response = await page.goto(path, { waitUntil: 'load' });
  if (!response) throw new Error(`No response for ${path}`);
  return response.status();
}

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The embedded provider's demo editor and admin (packages/auth's demo accounts). */
export const DEMO_EDITOR: Account = { email: 'editor@example.org', password: 'editor-demo', firstName: 'Sample', lastName: 'Editor' };
export const DEMO_ADMIN: Account = { email: 'admin@example.org', password: 'admin-demo', firstName: 'Sample', lastName: 'Admin' };

/** The embedded provider's demo account (its login page lists it). */
export const DEMO_READER: Account = {
  email: 'reader@example.org',
  password: 'reader-demo',
  firstName: 'Sample',
  lastName: 'Reader',
};

/** A new account for one test, so tests that change subscriptions never share a user. */
export function newAccount(label: string): Account {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${label}.${unique}@example.org`,
    password: `pw-${unique}-long`,
    firstName: 'Test',
    lastName: label.replace(/^./, (c) => c.toUpperCase()),
  };
}

/** True while the page shows the embedded provider's own pages. */
export const onProvider = (page: Page) => page.url().startsWith(identityProviderIssuer);

/** On the provider's login page: signs in with the account's e-mail and password. */
export async function submitProviderLogin(
  page: Page,
  account: Account = DEMO_READER,
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in to / })).toBeVisible();
  expect(onProvider(page)).toBe(true);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** On the provider's login page: creates the account with its sign-up form (which signs it in). */
export async function submitProviderSignUp(page: Page, account: Account): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
}

/** Waits until the browser is back on the site at `path` (sign-in ends with a full-page load). */
export async function expectBackAt(page: Page, path: string): Promise<void> {
  await page.waitForURL(
    (url) =>
      `${url.pathname}${url.search}` === path && !url.href.startsWith(identityProviderIssuer),
    { timeout: 30_000 },
  );
  await page.waitForLoadState('load');
}

/**
 * Signs in through the real flow, as a visitor does: /login → the embedded provider's login form
 * (or its sign-up form with `signUp`) → /login/callback → /logged-in → back to `returnTo`.
 */
export async function signIn(
  page: Page,
  options: { account?: Account; returnTo?: string; signUp?: boolean } = {},
): Promise<void> {
  const { account = DEMO_READER, returnTo = '/', signUp = false } = options;
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  if (signUp) await submitProviderSignUp(page, account);
  else await submitProviderLogin(page, account);
  await expectBackAt(page, returnTo);
}

/** A recorded consent decision keeps the cookie drawer out of the way. */
export async function decideConsent(context: BrowserContext, baseURL: string): Promise<void> {
  const decision = { analytics: false, ads: false, decidedAt: new Date().toISOString(), version: 1 } as const;
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(decision), url: baseURL }]);
}
