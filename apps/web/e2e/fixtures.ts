import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { identityProviderPort } from '../playwright.config';

/**
 * Every browser test fails on an uncaught page error, a console error or any 5xx response, so a
 * page that "looks fine" but throws is still a failure.
 */
export const test = base.extend<{ problems: string[]; tolerated: RegExp | undefined }>({
  /** Problems a test provokes on purpose (a failed script load, say): `test.use({ tolerated: /…/ })`. */
  tolerated: [undefined, { option: true }],
  problems: [
    async ({ page, tolerated }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The browser logs every non-2xx document load; statuses are asserted explicitly instead.
        if (/Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
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

/** Runs a GraphQL query against the site's own endpoint. */
export async function graphql<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
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

/**
 * Signs the browser context in as a sample user: a token from the test identity provider in the
 * `jwt` session cookie, which is where the real sign-in flow leaves it.
 */
export async function signIn(
  context: BrowserContext,
  baseURL: string,
  claims: Record<string, string> = { sub: 'e2e-reader', given_name: 'Sample', family_name: 'Reader', email: 'reader@example.org' },
): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${identityProviderPort}/token?${new URLSearchParams(claims)}`);
  if (!response.ok) throw new Error(`The test identity provider answered ${response.status}`);
  await context.addCookies([{ name: 'jwt', value: await response.text(), url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}
