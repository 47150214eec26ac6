import { expect, test } from './fixtures';

test.describe('CollapsibleNav', () => {
  test.beforeEach(async ({ gotoExample }) => {
    await gotoExample('collapsible-nav');
  });

  test(
    'below 960px the menu button toggles the navigation open and closed',
    { tag: '@narrow' },
    async ({ page }) => {
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
      const home = nav.getByRole('link', { name: 'Home' });
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(home).toBeHidden();
      await toggle.click();
      await expect(nav).toHaveAttribute('data-state', 'open');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(home).toBeVisible();
      await toggle.click();
      await expect(nav).toHaveAttribute('data-state', 'closed');
      await expect(home).toBeHidden();
    },
  );

  test(
    'Escape closes it and returns focus to the button; following a link closes it',
    { tag: '@narrow' },
    async ({ page }) => {
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
      await toggle.click();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toHaveAttribute('data-state', 'closed');
      await expect(toggle).toBeFocused();
      await toggle.click();
      await nav.getByRole('link', { name: 'Donate' }).click();
      await expect(nav).toHaveAttribute('data-state', 'closed');
      await expect(nav.getByRole('link', { name: 'Donate' })).toBeHidden();
    },
  );

  test(
    'from 960px on the content is always shown and the button hidden',
    { tag: '@wide' },
    async ({ page }) => {
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Donate' })).toBeVisible();
    },
  );
});
