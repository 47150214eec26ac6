import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on an uncaught page error or a console error: the components must run clean
 * (the favicon request, which the gallery cannot answer, is answered here).
 * `gotoExample(slug)` opens one gallery page (`#/slug`) and waits until it has rendered.
 */
export const test = base.extend<{ pageErrors: string[]; gotoExample: (slug: string) => Promise<void> }>({
  pageErrors: [
    async ({ page, context }, use) => {
      // The gallery has no favicon; the browser's request for one is not the components' error.
      await context.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'page errors and console errors').toEqual([]);
    },
    { auto: true },
  ],
  gotoExample: async ({ page }, use) => {
    await use(async (slug: string) => {
      await page.goto(`/#/${slug}`);
      await expect(page.locator(`section#${slug}`)).toBeVisible();
    });
  },
});

export { expect };

/** Where the element is, in viewport coordinates. */
export async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}
