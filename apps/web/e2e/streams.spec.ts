import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { platforms } from '@openshiur/reference-data';
import { chatWidgetScriptUrl, externalProviderSitePort } from '../playwright.config';
import { expect, shown, signIn, test, type Account } from './fixtures';

/**
 * Live streams (issue 19): the Streams menu's anchors on /channels, and an editor's streams: a live
 * HLS one playing on /channels (a few seconds of test pattern made here with ffmpeg, served by a
 * small local server), the header's badge while it is live, a coming one's calendar file, and the
 * post its recording becomes once it has ended.
 */
const DEMO_EDITOR: Account = { email: 'editor@example.org', password: 'editor-demo', firstName: 'Sample', lastName: 'Editor' };
const unique = (words: string) => `${words} ${Date.now().toString(36)}`;
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const wallTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace(' ', 'T');
async function savedId(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/studio\/streams\/\d+\?saved=1$/);
  await expect(shown(page.getByTestId('saved'))).toContainText('Saved.');
  return /\/studio\/streams\/(\d+)/.exec(page.url())![1]!;
}

test.describe('the Streams menu', () => {
  test('each entry lands on its channel section of /channels', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the desktop menu');
    await page.goto('/');
    const menu = page.getByRole('list', { name: 'Main menu' });
    for (const platform of platforms) {
      await menu.getByRole('button', { name: 'Show streams' }).click();
      await menu.getByRole('link', { name: platform.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/channels#${platform.id}$`));
      const section = page.locator(`section#${platform.id}`);
      const heading = section.getByRole('heading', { level: 2, name: platform.name });
      await expect(heading).toBeInViewport();
      // Scrolled to, and not under the sticky header. (The router moves by pushState, which does not
      // set :target; a visit to the address does, below.)
      const headingBox = (await heading.boundingBox())!;
      const headerBox = (await page.getByRole('banner').boundingBox())!;
      expect(headingBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    }
    await page.goto('/channels#mishna');
    await expect(page.locator('section#mishna')).toBeInViewport();
    expect(await page.locator('section#mishna').evaluate((element) => element.matches(':target'))).toBe(true);
    await menu.getByRole('button', { name: 'Show streams' }).click();
    await menu.getByRole('link', { name: 'All channels' }).click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Channels' })).toBeInViewport();
  });
});

test.describe('an editor streaming', () => {
  // The studio's writing site (a database of its own): its streams and posts stay out of other specs.
  test.use({ baseURL: `http://127.0.0.1:${externalProviderSitePort}` });
  test.describe.configure({ mode: 'serial' });

  let folder: string;
  let server: Server;
  let playlist: string;

  test.beforeAll(() => {
    // Ten seconds of test pattern and tone as HLS (H.264/AAC in MPEG-TS: Debian's Chromium plays them
    // through Media Source Extensions), in two-second segments.
    folder = mkdtempSync(join(tmpdir(), 'openshiur-hls-'));
    const made = spawnSync(
      ffmpeg.path,
      [
        '-hide_banner', '-loglevel', 'error',
        '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25',
        '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
        '-t', '10', '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-g', '50',
        '-c:a', 'aac', '-b:a', '64k',
        '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', join(folder, 'segment-%02d.ts'),
        join(folder, 'index.m3u8'),
      ],
      { encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
  });

  test.beforeAll(async () => {
    // The stream's origin: another host than the site's, so it answers with CORS as a CDN would.
    const types: Record<string, string> = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t' };
    server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)).replace(/^\/+/, '');
      try {
        const body = readFileSync(join(folder, path));
        response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
        response.end(body);
      } catch {
        response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    playlist = `http://127.0.0.1:${(server.address() as AddressInfo).port}/index.m3u8`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test.beforeEach(async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the header badge shows on wide screens');
    await page.context().route(chatWidgetScriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.OpenShiurChat = { boot() {} };' }),
    );
    await signIn(page, { account: DEMO_EDITOR, returnTo: '/studio/streams' });
  });

  test('a live HLS stream plays on /channels, the header says Live now; ended with a recording it becomes a post', async ({ page, browser, baseURL, request }) => {
    // Five pages' worth of steps on a shared two-core machine.
    test.setTimeout(180_000);
    const cacheControlBefore = (await request.get('/channels')).headers()['cache-control'];
    expect(cacheControlBefore).toMatch(/^public\b/);

    const title = unique('Sample live Torah stream');
    const studioNav = page.getByRole('navigation', { name: 'Studio' });
    await expect(studioNav.getByRole('link', { name: 'Streams' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'New stream' }).click();
    const timeZone = /Time in (\S+)\./.exec(await page.getByText(/^Time in /).innerText())![1]!;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('combobox', { name: 'Channel' }).selectOption('Torat Imecha');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Live');
    await page.getByRole('combobox', { name: 'Plays from' }).selectOption('hls');
    // A YouTube address for an HLS stream is refused beside its field.
    await page.getByRole('textbox', { name: 'Source' }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByLabel('Starts').fill(wallTime(new Date(Date.now() - 60_000), timeZone));
    await save(page);
    await expect(shown(page.getByText('Give an https address of an .m3u8 playlist'))).toBeVisible();
    await page.getByRole('textbox', { name: 'Source' }).fill(playlist);
    await page.getByRole('textbox', { name: 'Description' }).fill('A sample stream of test pattern.');
    await save(page);
    const id = await savedId(page);

    // A visitor: the stream plays in its channel's section, and the header says it is live.
    const visitor = await browser.newContext({ baseURL });
    try {
      const channels = await visitor.newPage();
      const response = await channels.goto('/channels#women');
      expect(response?.headers()['cache-control']).toBe(cacheControlBefore);
      const live = channels.locator('section#women').getByTestId('live-stream');
      await expect(live).toContainText(title);
      const video = live.locator('video');
      await expect(video).toHaveAttribute('aria-label', title);
      await video.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
      // Chromium answers canPlayType for HLS (native playback); a browser that does not gets hls.js.
      await expect(video).toHaveAttribute('data-player', /^(native|hls\.js)$/);
      const withoutNativeHls = await visitor.newPage();
      await withoutNativeHls.addInitScript(() => {
        const canPlayType = HTMLMediaElement.prototype.canPlayType;
        HTMLMediaElement.prototype.canPlayType = function (type: string) {
          return type === 'application/vnd.apple.mpegurl' ? '' : canPlayType.call(this, type);
        };
      });
      await withoutNativeHls.goto('/channels#women');
      const hlsJsVideo = withoutNativeHls.locator('section#women').getByTestId('live-stream').locator('video');
      await expect(hlsJsVideo).toHaveAttribute('data-player', 'hls.js');
      await hlsJsVideo.evaluate((element: HTMLVideoElement) => {
        element.muted = true;
        return element.play();
      });
      await expect.poll(() => hlsJsVideo.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(1);
      await withoutNativeHls.close();
      const badge = channels.getByTestId('live-badge');
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('href', '/channels#women');
      // Readable: every page of the site shows it while a stream is live (axe checks its contrast).
      const badgeCheck = await new AxeBuilder({ page: channels }).include('[data-testid="live-badge"]').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(badgeCheck.violations.map(({ id }) => id)).toEqual([]);
      const liveBody = await (await request.get('/api/streams/live')).json();
      expect(liveBody.live).toContainEqual({ id, title, platform: 'Torat Imecha', platformId: 'women' });

      // A coming stream: its calendar file, at the time the editor gave.
      const comingTitle = unique('Sample coming Torah stream');
      const startsAt = new Date(Math.ceil((Date.now() + 2 * 86_400_000) / 60_000) * 60_000);
      await page.goto('/studio/streams/new');
      await page.getByRole('textbox', { name: 'Title' }).fill(comingTitle);
      await page.getByRole('combobox', { name: 'Channel' }).selectOption('Torat Imecha');
      await page.getByRole('combobox', { name: 'Plays from' }).selectOption('youtube');
      await page.getByRole('textbox', { name: 'Source' }).fill('https://youtu.be/dQw4w9WgXcQ');
      await page.getByLabel('Starts').fill(wallTime(startsAt, timeZone));
      await save(page);
      const comingId = await savedId(page);
      await expect(page.getByRole('textbox', { name: 'Source' })).toHaveValue('dQw4w9WgXcQ');
      await channels.goto('/channels');
      const coming = channels.locator('section#women li', { hasText: comingTitle });
      const icsLink = coming.getByRole('link', { name: 'Add to calendar (.ics)' });
      await expect(icsLink).toHaveAttribute('href', `/channels/streams/${comingId}/stream.ics`);
      const [download] = await Promise.all([channels.waitForEvent('download'), icsLink.click()]);
      const ics = readFileSync((await download.path())!, 'utf8');
      const utc = startsAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(ics).toContain(`DTSTART:${utc}`);
      expect(ics).toContain(`SUMMARY:${comingTitle}`);

      // It ends, with a recording: a post of it, linked from the past streams.
      await page.goto(`/studio/streams/${id}`);
      await page.getByRole('combobox', { name: 'Status' }).selectOption('Ended');
      await page.getByRole('textbox', { name: 'Recording address' }).fill('/media/sample-recordings/live-torah.mp4');
      await save(page);
      await savedId(page);
      await expect(shown(page.getByRole('link', { name: 'edit the post' }))).toBeVisible();
      await channels.goto('/channels');
      const past = channels.locator('section#women').getByRole('link', { name: title });
      await expect(past).toHaveAttribute('href', /^\/p\/\d+$/);
      await past.click();
      await expect(channels.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Nothing live now: the badge goes at its next ask (a reload asks at once).
      await channels.goto('/channels');
      await expect(channels.locator('section#women').getByTestId('live-stream')).toHaveCount(0);
      await expect(channels.getByTestId('live-badge')).toHaveCount(0);

      // The coming stream goes, through the confirmation box.
      await page.goto(`/studio/streams/${comingId}`);
      await page.getByRole('checkbox', { name: `Yes, delete “${comingTitle}”` }).check();
      await page.getByRole('button', { name: 'Delete stream' }).click();
      await expect(page).toHaveURL(/\/studio\/streams\?deleted=/);
    } finally {
      await visitor.close();
    }
  });
});
