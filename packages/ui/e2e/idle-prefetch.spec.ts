import { expect, test } from './fixtures';

test.describe('IdlePrefetchLink', () => {
  test('prefetches visible links once the browser is idle, the others once scrolled to', async ({
    page,
    gotoExample,
  }) => {
    await gotoExample('idle-prefetch');
    await expect(page.getByTestId('prefetch-allowed')).toHaveText('allowed');
    // On a phone the gallery's index fills the first screen.
    await page.getByRole('link', { name: 'Second shiur' }).scrollIntoViewIfNeeded();
    const list = page.getByTestId('prefetch-list');
    await expect(page.getByTestId('prefetch-count')).toHaveText('2', { timeout: 5000 });
    await expect(list).toContainText('/shiurim/first');
    await expect(list).toContainText('/shiurim/second');
    await expect(list).not.toContainText('/shiurim/far');
    await page.getByRole('link', { name: 'Far shiur' }).scrollIntoViewIfNeeded();
    await expect(page.getByTestId('prefetch-count')).toHaveText('3', { timeout: 5000 });
    await expect(list).toContainText('/shiurim/far');
    // Each link only once.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await expect(page.getByTestId('prefetch-count')).toHaveText('3');
  });

  for (const connection of [{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { saveData: true, effectiveType: '4g' }]) {
    test(`skips prefetching on ${JSON.stringify(connection)}`, async ({ page, gotoExample }) => {
      await page.addInitScript((fake) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => fake });
      }, connection);
      await gotoExample('idle-prefetch');
      await expect(page.getByTestId('prefetch-allowed')).toHaveText('skipped');
      await page.getByRole('link', { name: 'Second shiur' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(3000);
      await expect(page.getByTestId('prefetch-count')).toHaveText('0');
    });
  }
});
