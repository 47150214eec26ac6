import { expect, test } from './fixtures';

const CONSENT_COOKIE = 'os_consent';

test.describe('Cookie consent', () => {
  test.beforeEach(async ({ gotoExample }) => {
    await gotoExample('cookie-consent');
  });

  test('the drawer appears on a first visit, and nothing is gated in', async ({ page }) => {
    const drawer = page.getByRole('dialog', { name: 'Cookies on this site' });
    await expect(drawer).toBeVisible();
    await expect(drawer).not.toHaveAttribute('aria-modal', 'true');
    await expect(drawer.getByRole('checkbox', { name: 'Essential' })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'Essential' })).toBeDisabled();
    await expect(drawer.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'Advertising' })).not.toBeChecked();
    await expect(page.getByTestId('consent-decision')).toHaveText('none');
    await expect(page.getByTestId('analytics-gate')).toBeEmpty();
    await expect(page.getByTestId('ads-gate')).toHaveText('Ads off');
    // Fixed to the bottom of the window.
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(page.viewportSize()!.height);
  });

  test('Accept all is recorded in the cookie and survives a reload', async ({ page, context }) => {
    const drawer = page.getByRole('dialog', { name: 'Cookies on this site' });
    await drawer.getByRole('button', { name: 'Accept all' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('analytics-gate')).toHaveText('Analytics enabled');
    await expect(page.getByTestId('ads-gate')).toHaveText('Ads enabled');
    const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE);
    expect(cookie?.value).toMatch(/^v:1\|analytics:1\|ads:1\|at:\d{4}-/);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180);

    await page.reload();
    await expect(page.getByTestId('consent-decision')).toHaveText('analytics on, ads on');
    await expect(page.getByTestId('analytics-gate')).toHaveText('Analytics enabled');
    await expect(drawer).toBeHidden();
  });

  test('Reject non-essential is recorded and survives a reload', async ({ page }) => {
    const drawer = page.getByRole('dialog', { name: 'Cookies on this site' });
    await drawer.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('consent-decision')).toHaveText('analytics off, ads off');
    await page.reload();
    await expect(page.getByTestId('consent-decision')).toHaveText('analytics off, ads off');
    await expect(page.getByTestId('analytics-gate')).toBeEmpty();
    await expect(page.getByTestId('ads-gate')).toHaveText('Ads off');
    await expect(drawer).toBeHidden();
  });

  test('Save choices records the chosen categories', async ({ page }) => {
    const drawer = page.getByRole('dialog', { name: 'Cookies on this site' });
    await drawer.getByRole('checkbox', { name: 'Analytics' }).check();
    await drawer.getByRole('button', { name: 'Save choices' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('analytics-gate')).toHaveText('Analytics enabled');
    await expect(page.getByTestId('ads-gate')).toHaveText('Ads off');
  });

  test('the Cookie Policy button reopens the drawer; Escape closes it and focus returns', async ({ page }) => {
    const drawer = page.getByRole('dialog', { name: 'Cookies on this site' });
    await drawer.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(drawer).toBeHidden();
    const button = page.getByRole('button', { name: 'Cookie Policy' });
    await button.click();
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cookies on this site' })).toBeFocused();
    await expect(drawer.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    // Deciding from the reopened drawer changes the decision.
    await button.click();
    await drawer.getByRole('button', { name: 'Accept all' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('analytics-gate')).toHaveText('Analytics enabled');
    await expect(button).toBeFocused();
  });

  test('Escape does not dismiss the drawer before a decision', async ({ page }) => {
    const drawer = page.getByRole('dialog', { name: 'Cookies on this site' });
    await drawer.getByRole('button', { name: 'Accept all' }).focus();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeVisible();
  });

  test('a decision reaches the other open tabs', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/#/cookie-consent');
    const otherDrawer = other.getByRole('dialog', { name: 'Cookies on this site' });
    await expect(otherDrawer).toBeVisible();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(otherDrawer).toBeHidden();
    await expect(other.getByTestId('analytics-gate')).toHaveText('Analytics enabled');
    await other.close();
  });
});
