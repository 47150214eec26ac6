import type { APIRequestContext, Page } from '@playwright/test';
import { chatWidgetScriptUrl, externalProviderSitePort } from '../playwright.config';
import { DEMO_EDITOR, expect, signIn, test } from './fixtures';
import { sampleWav } from '../src/features/media/sample-wav';

/**
 * Media in the studio (issue 16): an editor uploads a recording and a PDF in the post form, the
 * upload survives a dropped connection, and the published post plays the file with seeking. Runs
 * on the site with a database of its own (as studio.spec.ts's writing tests), which keeps uploads in
 * a temporary MEDIA_DIR and sends files in 1 MB pieces.
 */
const CSRF = { 'x-openshiur-csrf': '1' };
const MB = 1024 * 1024;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** tus's Upload-Metadata: each value base64 (the file's head is base64 already, as the studio sends it). */
function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

async function createTusUpload(request: APIRequestContext, file: Buffer, fileName: string, kind: string, headers: Record<string, string> = CSRF) {
  return request.post('/api/media/uploads', {
    headers: {
      ...headers,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(file.length),
      'Upload-Metadata': tusMetadata({ filename: fileName, kind, head: file.subarray(0, 64).toString('base64') }),
    },
  });
}

function patch(request: APIRequestContext, url: string, offset: number, data: Buffer) {
  return request.patch(url, {
    headers: { ...CSRF, 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    data,
  });
}

test.describe('media in the studio', () => {
  test.use({ baseURL: `http://127.0.0.1:${externalProviderSitePort}` });

  test.beforeEach(async ({ page }) => {
    // That site loads the chat widget for signed-in users, and embedded players would call out:
    // there is no internet here.
    await page.context().route(chatWidgetScriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.OpenShiurChat = { boot() {} };' }),
    );
    await page.context().route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
    await signIn(page, { account: DEMO_EDITOR, returnTo: '/studio' });
  });

  test.describe('in the post form', () => {
    // The piece the test drops on purpose is reported in the console.
    test.use({ tolerated: /ERR_CONNECTION_RESET|ERR_FAILED/ });

    test('an editor uploads a recording (resumed after a dropped piece) and a PDF; the published post plays and seeks', async ({ page }) => {
      const recording = sampleWav(160); // 2.5 MB: three 1 MB pieces
      const title = `Sample recording Qeturahite${Date.now().toString(36)}`;
      const seen: string[] = [];
      let pieces = 0;
      await page.route('**/api/media/uploads/**', async (route) => {
        const method = route.request().method();
        seen.push(method);
        // The second piece never arrives: the client must ask where the server got to and go on.
        if (method === 'PATCH' && ++pieces === 2) return route.abort('connectionreset');
        return route.continue();
      });

      await page.goto('/studio/posts/new');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page.getByRole('combobox', { name: 'Status' }).selectOption('Published');
      await page.getByRole('listbox', { name: 'Authors' }).selectOption({ index: 0 });
      await page.getByRole('textbox', { name: 'Video address' }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

      await page.getByLabel('Upload audio file').setInputFiles({ name: 'sample lecture.wav', mimeType: 'audio/wav', buffer: recording });
      const audioStatus = page.locator('[data-media-upload="audio"] [role="status"]');
      await expect(audioStatus).toHaveText('Uploaded sample-lecture.wav (2.4 MB, 2:40 long). Save the post to keep it.', { timeout: 30_000 });
      expect(seen.filter((method) => method === 'PATCH').length).toBe(4);
      expect(seen.slice(seen.indexOf('PATCH') + 2)).toContain('HEAD');

      const address = await page.getByRole('textbox', { name: 'Audio address' }).inputValue();
      expect(address).toMatch(/^\/media\/files\/[a-f0-9]{32}\/sample-lecture\.wav$/);
      await expect(page.getByRole('spinbutton', { name: 'Length in seconds' })).toHaveValue('160');
      // Every byte arrived as sent, the dropped piece included.
      const stored = await page.request.get(address);
      expect(stored.headers()['content-type']).toBe('audio/wav');
      expect(Buffer.compare(await stored.body(), recording)).toBe(0);

      await page.getByLabel('Upload a PDF').setInputFiles({ name: 'Sources.pdf', mimeType: 'application/pdf', buffer: PDF });
      await expect(page.locator('[data-media-upload="document"] [role="status"]')).toHaveText(/^Uploaded Sources\.pdf/);
      const pdfAddress = await page.getByRole('textbox', { name: 'PDF address' }).inputValue();
      expect(pdfAddress).toMatch(/^\/media\/files\/[a-f0-9]{32}\/Sources\.pdf$/);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page).toHaveURL(/\/studio\/posts\/\d+\?saved=1$/);
      const id = /\/studio\/posts\/(\d+)/.exec(page.url())![1]!;
      await expect(page.getByRole('textbox', { name: 'Audio address' })).toHaveValue(address);
      await expect(page.getByRole('spinbutton', { name: 'Length in seconds' })).toHaveValue('160');

      const ranges: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === address) ranges.push(response.status());
      });
      await page.goto(`/p/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('[data-post-video="youtube"] iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      await expect(page.getByRole('link', { name: /Download the PDF/ })).toHaveAttribute('href', pdfAddress);
      await expect(page.getByRole('link', { name: /Download the PDF/ })).toHaveAttribute('download', 'Sources.pdf');

      const seek = await seekTo(page, 100);
      expect(seek.duration).toBeCloseTo(160, 0);
      expect(seek.seekableEnd).toBeCloseTo(160, 0);
      expect(seek.currentTime).toBeCloseTo(100, 0);
      // The browser fetched the recording in ranges (206), as a player does to seek.
      expect(ranges).toContain(206);
    });
  });

  test('a dropped upload resumes at the offset the server reports, and the file is byte for byte what was sent', async ({ page }) => {
    // Where to send it, as the API tells a tool.
    const endpoint = await page.request.post('/api/graphql', {
      headers: CSRF,
      data: { query: '{ mediaUploadEndpoint { protocol url chunkBytes maxAudioBytes fileAddressPattern } }' },
    });
    expect((await endpoint.json()).data.mediaUploadEndpoint).toEqual({
      protocol: 'TUS',
      url: '/api/media/uploads',
      chunkBytes: MB,
      maxAudioBytes: 500 * MB,
      fileAddressPattern: '/media/files/{id}/{fileName}',
    });
    const file = sampleWav(100); // 1.6 MB
    const created = await createTusUpload(page.request, file, 'resumed.wav', 'audio');
    expect(created.status()).toBe(201);
    const url = created.headers()['location']!;
    expect(url).toMatch(/^\/api\/media\/uploads\/[a-f0-9]{32}$/);

    const first = await patch(page.request, url, 0, file.subarray(0, MB));
    expect(first.status()).toBe(204);
    expect(first.headers()['upload-offset']).toBe(String(MB));
    // The connection drops here; later the client asks where the upload stands.
    const head = await page.request.head(url, { headers: { 'Tus-Resumable': '1.0.0' } });
    expect(head.headers()['upload-offset']).toBe(String(MB));
    expect(head.headers()['upload-length']).toBe(String(file.length));
    // Not served while incomplete.
    const id = url.split('/').pop()!;
    expect((await page.request.get(`/media/files/${id}/resumed.wav`)).status()).toBe(404);

    const rest = await patch(page.request, url, MB, file.subarray(MB));
    expect(rest.status()).toBe(200);
    const media = (await rest.json()) as { address: string; durationSeconds: number; contentType: string };
    expect(media).toMatchObject({ address: `/media/files/${id}/resumed.wav`, durationSeconds: 100, contentType: 'audio/wav' });
    expect(await (await page.request.get(url)).json()).toEqual(media);

    const whole = await page.request.get(media.address);
    expect(whole.status()).toBe(200);
    expect(whole.headers()).toMatchObject({ 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(Buffer.compare(await whole.body(), file)).toBe(0);

    const range = await page.request.get(media.address, { headers: { Range: 'bytes=1000-1999' } });
    expect(range.status()).toBe(206);
    expect(range.headers()['content-range']).toBe(`bytes 1000-1999/${file.length}`);
    expect(Buffer.compare(await range.body(), file.subarray(1000, 2000))).toBe(0);
    const suffix = await page.request.get(media.address, { headers: { Range: 'bytes=-10' } });
    expect(Buffer.compare(await suffix.body(), file.subarray(-10))).toBe(0);
    expect((await page.request.get(media.address, { headers: { Range: `bytes=${file.length}-` } })).status()).toBe(416);
    const etag = whole.headers()['etag']!;
    expect((await page.request.get(media.address, { headers: { 'If-None-Match': etag } })).status()).toBe(304);
    const headOnly = await page.request.head(media.address);
    expect(headOnly.status()).toBe(200);
    expect(headOnly.headers()).toMatchObject({ 'accept-ranges': 'bytes', 'content-type': 'audio/wav', etag });
    // No Content-Length here: Next 16.4.6 drops it from every route handler's answer
    // (server/send-response.js, FORBIDDEN_HEADERS), so files go out chunked. Ranges carry the size.
  });

  test('uploads are refused to visitors, readers, other sites, wrong types and files over the limit', async ({ page, playwright, browser, baseURL }) => {
    const file = sampleWav(1);
    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      expect((await createTusUpload(anonymous, file, 'a.wav', 'audio')).status()).toBe(401);
    } finally {
      await anonymous.dispose();
    }
    const readerContext = await browser.newContext({ baseURL });
    try {
      const reader = await readerContext.newPage();
      await readerContext.route(chatWidgetScriptUrl, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
      await signIn(reader);
      const refused = await createTusUpload(reader.request, file, 'a.wav', 'audio');
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toBe('Uploading files needs the editor role.');
    } finally {
      await readerContext.close();
    }

    expect((await createTusUpload(page.request, file, 'a.wav', 'audio', {})).status()).toBe(403);
    expect((await createTusUpload(page.request, file, 'a.wav', 'audio', { ...CSRF, 'Sec-Fetch-Site': 'cross-site' })).status()).toBe(403);
    const notAudio = await createTusUpload(page.request, PDF, 'renamed.mp3', 'audio');
    expect(notAudio.status()).toBe(415);
    expect(await notAudio.text()).toContain('This is not a file the site accepts as audio');
    const tooLarge = await page.request.post('/api/media/uploads', {
      headers: {
        ...CSRF,
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(600 * MB),
        'Upload-Metadata': tusMetadata({ filename: 'long.wav', kind: 'audio', head: file.subarray(0, 64).toString('base64') }),
      },
    });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.text()).toBe('The file is 600 MB; audio files may be at most 500 MB.');
  });
});

/** Loads the post's recording in its player, then seeks it as a listener would. */
async function seekTo(page: Page, seconds: number) {
  return page.locator('[data-post-media] audio').first().evaluate(async (audio: HTMLAudioElement, target) => {
    if (audio.readyState < 1) await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve, { once: true }));
    const seeked = new Promise((resolve) => audio.addEventListener('seeked', resolve, { once: true }));
    audio.currentTime = target;
    await seeked;
    return { duration: audio.duration, seekableEnd: audio.seekable.length ? audio.seekable.end(audio.seekable.length - 1) : 0, currentTime: audio.currentTime };
  }, seconds);
}
