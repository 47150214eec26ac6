import type { BrowserContext, Page } from '@playwright/test';
import { CONSENT_COOKIE, serializeConsent } from '@openshiur/ui';
import { adsScriptUrl, chatWidgetScriptUrl, externalProviderSitePort, seriesAdUnitPath } from '../playwright.config';
import { DEMO_EDITOR, expect, expectNoAxeViolations, graphql, shown, signIn, test, visit } from './fixtures';

/**
 * Display ads (README "Display ads"): slots reserve their box on the server, load nothing before the
 * visitor consents to advertising, show a house ad (or the ad service's, on the series page of the
 * test build: ADS_SLOT_IDS) at the size of the viewport, pick again after a resize (debounced), stay
 * out of print and out of the donation, order and profile pages.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const HOUSE_AD = /\/api\/ads\/house\?/;

let postId: string;
let seriesId: string;

test.beforeAll(async ({ request }) => {
  const { posts, allSeries } = await graphql<{ posts: { edges: { node: { id: string } }[] }; allSeries: { id: string }[] }>(
    request,
    '{ posts(first: 1) { edges { node { id } } } allSeries(includeEmpty: false) { id } }',
  );
  postId = posts.edges[0]!.node.id;
  seriesId = allSeries[0]!.id;
});

async function consentToAds(context: BrowserContext, baseURL: string, ads = true): Promise<void> {
  const decision = { analytics: false, ads, decidedAt: new Date().toISOString(), version: 1 } as const;
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent(decision), url: baseURL }]);
}

/** Counts the requests a page makes for house ads and to the ad service. */
function countAdRequests(page: Page): { houseAds: number; adScript: number } {
  const counts = { houseAds: 0, adScript: 0 };
  page.on('request', (request) => {
    if (HOUSE_AD.test(request.url())) counts.houseAds += 1;
    if (request.url().startsWith(new URL(adsScriptUrl).origin)) counts.adScript += 1;
  });
  return counts;
}

const postSlot = (page: Page) => page.locator('[data-ad-slot="post"]');

test.describe('without consent', () => {
  test.beforeEach(async ({ context }) => {
    await context.clearCookies({ name: CONSENT_COOKIE });
  });

  test('a slot keeps its labelled space and loads nothing, before a decision and after a refusal', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const counts = countAdRequests(page);
    expect(await visit(page, `/p/${postId}`)).toBe(200);
    const slot = postSlot(page);
    await expect(page.getByRole('region', { name: 'Advertisement' })).toHaveCount(1);
    // The reserved box is there before any decision: a leaderboard's height at this width.
    await expect.poll(async () => Math.round((await slot.locator('[data-ad-box]').boundingBox())!.height)).toBe(90);
    const drawer = page.getByRole('dialog', { name: 'Cookies on this site' });
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(800);
    expect(counts).toEqual({ houseAds: 0, adScript: 0 });
    await drawer.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(drawer).toBeHidden();
    await page.reload();
    await expect(slot).toHaveAttribute('data-ad-sizes', '728x90');
    await page.waitForTimeout(800);
    expect(counts).toEqual({ houseAds: 0, adScript: 0 });
    await expect(slot.locator('[data-house-ad]')).toHaveCount(0);
  });
});

test.describe('house ads', () => {
  test('after accepting advertising the post slot shows the sample campaign at the desktop size, and picks again after a resize (debounced)', async ({ page, context }) => {
    await context.clearCookies({ name: CONSENT_COOKIE });
    await page.setViewportSize(DESKTOP);
    const counts = countAdRequests(page);
    expect(await visit(page, `/p/${postId}`)).toBe(200);
    const drawer = page.getByRole('dialog', { name: 'Cookies on this site' });
    await drawer.getByRole('checkbox', { name: /Advertising/ }).check();
    await drawer.getByRole('button', { name: 'Save choices' }).click();
    await expect(drawer).toBeHidden();

    const slot = postSlot(page);
    const ad = slot.locator('[data-house-ad]');
    await expect(ad).toHaveAttribute('data-ad-size', '728x90');
    await expect(ad).toContainText('Support the sample donation drive');
    await expect(ad).toHaveAttribute('href', '/donate');
    const box = (await ad.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([728, 90]);
    expect(counts.houseAds).toBe(1);

    // Quick resizes, through a width of the other size and back: each pick comes at least 300 ms
    // after the resize before it (timed in the page, so a slow test machine cannot blur it).
    await page.evaluate(() => {
      const w = window as unknown as { resizedAt: number[]; pickedAt: number[] };
      w.resizedAt = [];
      w.pickedAt = [];
      addEventListener('resize', () => w.resizedAt.push(performance.now()));
      new MutationObserver(() => w.pickedAt.push(performance.now())).observe(document.querySelector('[data-ad-slot="post"]')!, {
        attributes: true,
        attributeFilter: ['data-ad-sizes'],
      });
    });
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(50);
    await page.setViewportSize({ width: 900, height: 800 });
    await page.waitForTimeout(50);
    await page.setViewportSize(PHONE);
    await expect(slot).toHaveAttribute('data-ad-sizes', '300x250');
    await page.waitForTimeout(500);
    const { resizedAt, pickedAt } = await page.evaluate(() => {
      const w = window as unknown as { resizedAt: number[]; pickedAt: number[] };
      return { resizedAt: w.resizedAt, pickedAt: w.pickedAt };
    });
    expect(resizedAt.length).toBeGreaterThanOrEqual(3);
    expect(pickedAt.length).toBeGreaterThanOrEqual(1);
    for (const picked of pickedAt) {
      const lastResize = Math.max(...resizedAt.filter((resized) => resized <= picked));
      expect(picked - lastResize, 'a pick comes 300 ms after the last resize').toBeGreaterThanOrEqual(290);
    }
    await expect(ad).toHaveAttribute('data-ad-size', '300x250');
    const phoneBox = (await ad.boundingBox())!;
    expect([Math.round(phoneBox.width), Math.round(phoneBox.height)]).toEqual([300, 250]);
    // The post slot is the house ads' in this build: it never defines an ad-service slot.
    expect(await page.evaluate(() => document.querySelectorAll('[data-gpt-slot]').length)).toBe(0);
  });

  test('a phone-width visitor gets the phone size from the start; the slot keeps its box and is left out of print', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    try {
      await consentToAds(context, baseURL!);
      const page = await context.newPage();
      expect(await visit(page, `/p/${postId}`)).toBe(200);
      const slot = postSlot(page);
      await expect(slot.locator('[data-house-ad]')).toHaveAttribute('data-ad-size', '300x250');
      expect(Math.round((await slot.locator('[data-ad-box]').boundingBox())!.height)).toBe(250);
      await page.emulateMedia({ media: 'print' });
      await expect(slot).toBeHidden();
      await page.emulateMedia({ media: 'screen' });
      await expect(slot).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the house-ad endpoint answers JSON, publicly cached, and refuses what is not a slot', async ({ request }) => {
    const response = await request.get('/api/ads/house?slot=post&w=300&h=250');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('public');
    expect((await response.json()).ad).toMatchObject({ title: 'Support the sample donation drive', link: '/donate' });
    expect((await request.get('/api/ads/house?slot=sidebar&w=300&h=250')).status()).toBe(400);
    expect((await request.get('/api/ads/house?slot=post&w=0&h=250')).status()).toBe(400);
  });

  test('the post page does not shift as the ad arrives (CLS under 0.05, consent given before load)', async ({ browser, baseURL }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await browser.newContext({ baseURL, viewport });
      try {
        await consentToAds(context, baseURL!);
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { cls: number };
          w.cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) w.cls += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        expect(await visit(page, `/p/${postId}`)).toBe(200);
        await expect(postSlot(page).locator('[data-house-ad]')).toBeVisible();
        await page.waitForTimeout(1000);
        const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
        expect(cls, `CLS at ${viewport.width}px`).toBeLessThan(0.05);
      } finally {
        await context.close();
      }
    }
  });
});

/** A stand-in for Google Publisher Tag: records what the adapter asks of it. */
const FAKE_GPT = `
(function () {
  var queued = (window.googletag && window.googletag.cmd) || [];
  var calls = (window.gptCalls = []);
  var tag = (window.googletag = {});
  tag.sizeMapping = function () {
    var rules = [];
    return { addSize: function (viewport, sizes) { rules.push([viewport, sizes]); return this; }, build: function () { return rules; } };
  };
  tag.defineSlot = function (path, sizes, id) {
    var slot = { id: id };
    slot.defineSizeMapping = function (mapping) { calls.push(['defineSizeMapping', mapping]); return slot; };
    slot.addService = function () { return slot; };
    calls.push(['defineSlot', path, sizes, id]);
    return slot;
  };
  tag.pubads = function () { return { refresh: function (slots) { calls.push(['refresh', slots.map(function (s) { return s.id; })]); } }; };
  tag.enableServices = function () { calls.push(['enableServices']); };
  tag.display = function (id) { calls.push(['display', id]); document.getElementById(id).textContent = 'fake ad'; };
  tag.destroySlots = function (slots) { calls.push(['destroySlots', slots.map(function (s) { return s.id; })]); return true; };
  tag.cmd = { push: function (command) { command(); } };
  queued.forEach(function (command) { command(); });
})();
`;

test.describe('the ad service (Google Publisher Tag)', () => {
  test('defines the series slot with its sizes and mapping, refreshes after a resize, destroys it on leaving', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: DESKTOP });
    try {
      await consentToAds(context, baseURL!);
      const page = await context.newPage();
      await page.route(adsScriptUrl, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_GPT }));
      const counts = countAdRequests(page);
      expect(await visit(page, `/series/${seriesId}`)).toBe(200);
      const slot = page.locator('[data-ad-slot="series"]');
      // The series page is prerendered at build: the build must carry the ad configuration too.
      await expect(slot, 'built with ADS_SCRIPT_URL and ADS_SLOT_IDS=series=… (the root `pnpm e2e` sets them)').toHaveAttribute('data-ad-adapter', 'gpt');
      const calls = () => page.evaluate(() => (window as unknown as { gptCalls?: unknown[][] }).gptCalls ?? []);
      await expect.poll(async () => (await calls()).map((call) => call[0])).toEqual(['defineSlot', 'defineSizeMapping', 'enableServices', 'display']);
      const [defineSlot, defineSizeMapping, , display] = await calls();
      const elementId = String(defineSlot![3]);
      expect(defineSlot).toEqual(['defineSlot', seriesAdUnitPath, [[300, 250], [728, 90]], elementId]);
      expect(defineSizeMapping).toEqual(['defineSizeMapping', [[[0, 0], [[300, 250]]], [[768, 0], [[728, 90]]]]]);
      expect(display).toEqual(['display', elementId]);
      await expect(slot.locator(`[id="${elementId}"]`)).toHaveText('fake ad');
      expect(Math.round((await slot.locator('[data-ad-box]').boundingBox())!.height)).toBe(90);

      await page.setViewportSize(PHONE);
      await expect.poll(async () => (await calls()).at(-1)).toEqual(['refresh', [elementId]]);
      expect(Math.round((await slot.locator('[data-ad-box]').boundingBox())!.height)).toBe(250);

      // Leaving the page in the app (no full load) takes the slot away.
      await page.locator('[data-site-header] a[href="/"]').first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(async () => (await calls()).at(-1)).toEqual(['destroySlots', [elementId]]);
      expect(counts.houseAds).toBe(0);
    } finally {
      await context.close();
    }
  });
});

test.describe('where slots are', () => {
  test('on the post, series, daf and search pages, each once', async ({ page, baseURL }) => {
    await consentToAds(page.context(), baseURL!, false);
    for (const path of [`/p/${postId}`, `/series/${seriesId}`, '/dafyomi/berachos/2', '/search?q=daf']) {
      expect(await visit(page, path), path).toBe(200);
      await expect(page.locator('[data-ad-slot]'), path).toHaveCount(1);
    }
  });

  test('never on the donation, memorial donation, order or profile pages', async ({ page, baseURL }) => {
    await consentToAds(page.context(), baseURL!);
    for (const path of ['/donate', '/memorial-donation', '/order']) {
      expect(await visit(page, path), path).toBe(200);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.locator('[data-ad-slot]'), path).toHaveCount(0);
    }
    await signIn(page, { returnTo: '/profile' });
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  });
});

test.describe('house ads in the studio', () => {
  // The site with a database of its own (as the studio's writing specs), so the campaign made here
  // never competes with the sample one on the other tests' pages.
  test.use({ baseURL: `http://127.0.0.1:${externalProviderSitePort}` });

  test('an editor creates a campaign, which slots of its size show once it is Active, then deletes it', async ({ page, request }) => {
    // Signing in, and the first renders of the studio's pages on that site.
    test.slow();
    await page.context().route(chatWidgetScriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.OpenShiurChat = { boot() {} };' }),
    );
    await signIn(page, { account: DEMO_EDITOR, returnTo: '/studio/ads' });
    const studioNav = page.getByRole('navigation', { name: 'Studio' });
    await expect(studioNav.getByRole('link', { name: 'Ads' })).toHaveAttribute('aria-current', 'page');
    await expect(shown(page.getByTestId('studio-records'))).toContainText('Support the sample donation drive');
    await expectNoAxeViolations(page);

    const title = `Sample billboard campaign ${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Link' }).fill('/series');
    await page.getByRole('textbox', { name: 'Slot sizes it fits' }).fill('970 by 250');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // A size that does not read comes back beside its field, with what was typed kept.
    await expect(page.getByRole('textbox', { name: 'Slot sizes it fits' })).toHaveAccessibleDescription(/Sizes as WxH/);
    await page.getByRole('textbox', { name: 'Slot sizes it fits' }).fill('970x250');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Active');
    // The sample campaign fits every size too: this one outweighs it 1,000 to 1.
    await page.getByRole('spinbutton', { name: 'Weight' }).fill('1000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/ads\/\d+\?saved=1$/);
    await expect(shown(page.getByTestId('saved'))).toContainText('Saved.');
    await expectNoAxeViolations(page);

    const shownFor = async (w: number, h: number) => (await (await request.get(`/api/ads/house?slot=post&w=${w}&h=${h}`)).json()).ad?.title;
    await expect.poll(() => shownFor(970, 250)).toBe(title);
    expect(await shownFor(728, 90)).toBe('Support the sample donation drive');

    await page.getByRole('checkbox', { name: /Yes, delete/ }).check();
    await page.getByRole('button', { name: 'Delete campaign' }).click();
    await expect(page).toHaveURL(/\/studio\/ads\?deleted=/);
    expect(await shownFor(970, 250)).toBe('Support the sample donation drive');
  });
});
