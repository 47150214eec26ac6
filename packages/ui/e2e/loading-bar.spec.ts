import { expect, test } from './fixtures';

const start = new Date('2025-01-01T08:00:00Z');

test.describe('LoadingBar', () => {
  test.beforeEach(async ({ page, gotoExample }) => {
    await page.clock.install({ time: start });
    await gotoExample('loading-bar');
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  });

  test('appears only after 200 ms of loading, then creeps', async ({ page }) => {
    const bar = page.locator('[role="progressbar"][aria-label="Loading page"]');
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    await expect(bar).toBeHidden();
    await page.getByRole('button', { name: 'Start loading' }).click();
    await expect(page.getByTestId('loading-state')).toHaveText('loading');
    await page.clock.runFor(150);
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    await expect(bar).toBeHidden();
    await page.clock.runFor(100);
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBe(3);
    expect(box.width).toBe(page.viewportSize()!.width);
    const first = Number(await bar.getAttribute('aria-valuenow'));
    await page.clock.runFor(2000);
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first);
    await page.clock.runFor(10_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '90');
  });

  test('completes and fades out when loading ends', async ({ page }) => {
    const bar = page.locator('[role="progressbar"][aria-label="Loading page"]');
    await page.getByRole('button', { name: 'Start loading' }).click();
    await page.clock.runFor(300);
    await expect(bar).toHaveAttribute('data-state', 'loading');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(bar).toHaveAttribute('data-state', 'complete');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await page.clock.runFor(600);
    await expect(bar).toHaveAttribute('data-state', 'hidden');
    await expect(bar).toBeHidden();
  });

  test('a short load never shows it', async ({ page }) => {
    const bar = page.locator('[role="progressbar"][aria-label="Loading page"]');
    await page.getByRole('button', { name: 'Start loading' }).click();
    await page.clock.runFor(100);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.clock.runFor(1000);
    await expect(bar).toHaveAttribute('data-state', 'hidden');
  });

  test('turns red, full width, on failure, then hides', async ({ page }) => {
    const bar = page.locator('[role="progressbar"][aria-label="Loading page"]');
    await page.getByRole('button', { name: 'Start loading' }).click();
    await page.clock.runFor(300);
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(bar).toHaveAttribute('data-state', 'failed');
    await expect(bar).toBeVisible();
    const fill = bar.locator('div');
    await expect(fill).toHaveCSS('background-color', 'rgb(211, 47, 47)');
    await expect
      .poll(async () => (await fill.boundingBox())?.width)
      .toBe(page.viewportSize()!.width);
    await page.clock.runFor(2100);
    await expect(bar).toBeHidden();
  });
});
