import { expect, test } from './fixtures';

test.describe('NavMenu', () => {
  test.beforeEach(async ({ gotoExample }) => {
    await gotoExample('nav-menu');
  });

  test('ArrowDown opens a dropdown and focuses its first link; arrows, Home, End; Escape returns focus', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Show Browse Topics menu' });
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(panel).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(panel.getByRole('link', { name: 'Chumash' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Daf Yomi' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(panel.getByRole('link', { name: 'Tehillim' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(panel.getByRole('link', { name: 'Tefillah' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(panel.getByRole('link', { name: 'Chumash' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('keeps one dropdown open at a time and closes on a click outside', async ({ page }) => {
    const topics = page.getByRole('button', { name: 'Show Browse Topics menu' });
    const streams = page.getByRole('button', { name: 'Streams' });
    await topics.click();
    await expect(topics).toHaveAttribute('aria-expanded', 'true');
    await streams.click();
    await expect(streams).toHaveAttribute('aria-expanded', 'true');
    await expect(topics).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('heading', { name: 'NavMenu', level: 2 }).click();
    await expect(streams).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when focus leaves the item', async ({ page }) => {
    const streams = page.getByRole('button', { name: 'Streams' });
    await streams.click();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Live now' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Daf Yomi' }).last()).toBeFocused();
    await expect(streams).toHaveAttribute('aria-expanded', 'false');
  });

  test('lays the panel over the page on wide screens and in the flow on narrow ones', async ({
    page,
    isMobile,
  }) => {
    const toggle = page.getByRole('button', { name: 'Show Browse Topics menu' });
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    const position = await panel.evaluate((element) => getComputedStyle(element).position);
    expect(position).toBe(isMobile ? 'static' : 'absolute');
  });

  test(
    'opens on hover with a mouse, and closes shortly after the pointer leaves',
    { tag: '@wide' },
    async ({ page }) => {
      const toggle = page.getByRole('button', { name: 'Show Browse Topics menu' });
      await page.getByRole('link', { name: 'Browse Topics' }).hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      // Into the panel: it stays open.
      await panel.getByRole('link', { name: 'Halacha' }).hover();
      await expect(panel).toBeVisible();
      await page.mouse.move(5, 790);
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test('does not open on touch hover', { tag: '@narrow' }, async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Show Browse Topics menu' });
    await page.getByRole('link', { name: 'Browse Topics' }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
