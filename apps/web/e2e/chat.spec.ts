import type { Page } from '@playwright/test';
import { chatWidgetScriptUrl, externalProviderSitePort } from '../playwright.config';
import { DEMO_READER, expect, expectBackAt, submitProviderLogin, test } from './fixtures';

/**
 * The chat/support widget: started with the signed-in user's id, name and e-mail when
 * CHAT_WIDGET_SCRIPT_URL is configured, absent otherwise. The script is intercepted (there is no
 * internet here): it records how the site boots it.
 */
const FAKE_WIDGET = `window.OpenShiurChat = { boot: function (options) { (window.__chatBoots = window.__chatBoots || []).push(options); } };`;

async function interceptWidget(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(chatWidgetScriptUrl, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WIDGET });
  });
  return requests;
}

test.describe('with CHAT_WIDGET_SCRIPT_URL set (site configured with an outside OpenID provider)', () => {
  test.use({ baseURL: `http://127.0.0.1:${externalProviderSitePort}` });

  test('anonymous visitors get no widget; a signed-in user starts it with id, name and e-mail', async ({
    page,
  }) => {
    const requests = await interceptWidget(page);
    await page.goto('/series');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    // Signing in here goes through OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET, like production.
    await page.locator('[data-site-header]').getByRole('link', { name: 'Login' }).click();
    await submitProviderLogin(page, DEMO_READER);
    await expectBackAt(page, '/series');
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __chatBoots?: unknown[] }).__chatBoots?.length ?? 0,
        ),
      )
      .toBeGreaterThan(0);
    const boots = await page.evaluate(
      () =>
        (
          window as unknown as {
            __chatBoots: { appId: string; user: { id: string; name: string; email: string } }[];
          }
        ).__chatBoots,
    );
    expect(boots[0]).toMatchObject({
      appId: 'e2e-chat-app',
      user: { name: 'Sample Reader', email: DEMO_READER.email },
    });
    expect(boots[0]!.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests).toHaveLength(1);
  });
});

test.describe('without CHAT_WIDGET_SCRIPT_URL', () => {
  test('nothing is loaded, signed in or not', async ({ page }) => {
    const requests = await interceptWidget(page);
    await page.goto('/login?returnTo=%2Fseries');
    await submitProviderLogin(page, DEMO_READER);
    await expectBackAt(page, '/series');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => 'OpenShiurChat' in window)).toBe(false);
  });
});
