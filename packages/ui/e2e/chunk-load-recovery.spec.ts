import { expect, test } from './fixtures';

test.describe('ChunkLoadRecovery', () => {
  test('reloads once after a chunk-load failure, then not again within 60 s', async ({ page, gotoExample }) => {
    await gotoExample('chunk-load-recovery');
    const stamp = page.getByTestId('chunk-reload-at');
    const skipped = page.getByTestId('chunk-reload-skipped');
    const simulate = page.getByRole('button', { name: 'Simulate chunk load failure' });
    await expect(stamp).toHaveText('never');

    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    const before = Date.now();
    await Promise.all([page.waitForEvent('load'), simulate.click()]);
    await expect(stamp).toHaveText(/^\d+$/);
    const first = Number(await stamp.textContent());
    expect(first).toBeGreaterThanOrEqual(before - 1000);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toBe(String(first));

    // A second failure within 60 s: no reload.
    await page.evaluate(() => Object.assign(window, { afterReload: true }));
    await simulate.click();
    await expect(skipped).toHaveText('1');
    expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).toBe(String(first));

    // Once the guard has passed, it reloads again.
    await page.evaluate(() => sessionStorage.setItem('chunkReloadAt', String(Date.now() - 61_000)));
    await Promise.all([page.waitForEvent('load'), simulate.click()]);
    expect(await page.evaluate(() => 'afterReload' in window)).toBe(false);
    await expect(skipped).toHaveText('0');
  });
});
