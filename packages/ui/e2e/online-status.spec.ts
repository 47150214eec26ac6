import { expect, test } from './fixtures';

test.describe('Online status', () => {
  test('tells when the connection drops and comes back', async ({ page, context, gotoExample }) => {
    await gotoExample('online-status');
    const region = page.locator('[role="status"][data-online]');
    await expect(region).toHaveAttribute('data-online', 'true');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmpty();
    await expect(page.getByTestId('online-value')).toHaveText('online');

    await context.setOffline(true);
    await expect(region).toHaveAttribute('data-online', 'false');
    await expect(region).toHaveText(
      'You are offline. Pages you have already opened still work; new pages will load when you are back online.',
    );
    await expect(region.locator('svg')).toBeVisible();
    await expect(page.getByTestId('online-value')).toHaveText('offline');

    await context.setOffline(false);
    await expect(region).toHaveAttribute('data-online', 'true');
    await expect(region).toHaveText('Back online.');
    await expect(region).toBeEmpty({ timeout: 5000 });
    // Still in the page, so the next change is announced.
    await expect(region).toBeAttached();
  });
});
