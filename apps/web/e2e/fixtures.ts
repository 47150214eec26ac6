import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Every browser test fails on an uncaught page error, a console error or any 5xx response, so a
 * page that "looks fine" but throws is still a failure.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
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
      expect(problems, 'page errors, console errors or 5xx responses').toEqual([]);
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
