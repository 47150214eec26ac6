import { expect, test } from './fixtures';

test.describe('Popover', () => {
  test.beforeEach(async ({ gotoExample }) => {
    await gotoExample('popover');
  });

  test('opens below its trigger near the top and moves focus in', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Top actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'Top actions' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(panel).toHaveAttribute('data-placement', 'below');
    await expect(panel.getByRole('link', { name: 'Profile' })).toBeFocused();
    const triggerBox = (await trigger.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y).toBeGreaterThanOrEqual(triggerBox.y + triggerBox.height);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });

  test('opens above its trigger at the bottom of the window', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Bottom actions' });
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await trigger.click();
    const panel = page.getByRole('group', { name: 'Bottom actions' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('data-placement', 'above');
    const triggerBox = (await trigger.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(triggerBox.y);
    expect(panelBox.y).toBeGreaterThanOrEqual(0);
  });

  test('follows the room it has when the page scrolls', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Bottom actions' });
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await trigger.click();
    const panel = page.getByRole('group', { name: 'Bottom actions' });
    await expect(panel).toHaveAttribute('data-placement', 'above');
    await trigger.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await expect(panel).toHaveAttribute('data-placement', 'below');
  });

  test('closes on a click outside', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Top actions' });
    await trigger.click();
    const panel = page.getByRole('group', { name: 'Top actions' });
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { name: 'Popover', level: 2 }).click();
    await expect(panel).toBeHidden();
    const panelById = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panelById).toHaveAttribute('data-state', 'closed');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape and returns focus to the trigger', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Top actions' });
    await trigger.click();
    const panel = page.getByRole('group', { name: 'Top actions' });
    await expect(panel.getByRole('link', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('closes when Tab leaves it', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Top actions' });
    await trigger.click();
    const panel = page.getByRole('group', { name: 'Top actions' });
    await expect(panel.getByRole('link', { name: 'Profile' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Sign out' })).toBeFocused();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });

  test('opens from the keyboard and closes when a link is followed', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Account menu' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', { name: 'Account menu' });
    await expect(panel.getByRole('link', { name: 'Profile' })).toBeFocused();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await panel.getByRole('link', { name: 'Settings' }).click();
    await expect(panel).toBeHidden();
  });
});
