import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, graphql, newAccount, signIn, test, visit, shown } from './fixtures';

/** The post page /p/{id}: content, metadata, the audio player, sharing, print, series and related. */

interface PostInfo {
  id: string;
  title: string;
  mediaType: 'Audio' | 'Video' | 'Text';
  audioUrl: string | null;
  videoUrl: string | null;
  durationSeconds: number | null;
  publishedAt: string;
  topics: string[];
  tags: { id: string; name: string }[];
  authors: { id: string; plainName: string }[];
  series: { id: string; name: string } | null;
  learning: { masechta: string | null; masechtaSlug: string | null; daf: number | null; amud: string | null };
  previousInSeries: { id: string; title: string } | null;
  nextInSeries: { id: string; title: string } | null;
  related: { id: string; title: string }[];
}

const POST_FIELDS = `id title mediaType audioUrl videoUrl durationSeconds publishedAt topics
  tags { id name } authors { id plainName } series { id name }
  learning { masechta masechtaSlug daf amud }
  previousInSeries { id title } nextInSeries { id title } related(first: 6) { id title }`;

let audioPost: PostInfo;
let otherAudioPost: PostInfo;
let videoPost: PostInfo;

test.beforeAll(async ({ request }) => {
  // The list first (cheap fields), then whole posts one by one (a hundred with related lists
  // would exceed the API's cost limit).
  const { posts } = await graphql<{
    posts: { edges: { node: Pick<PostInfo, 'id' | 'mediaType' | 'audioUrl' | 'videoUrl' | 'tags'> & { learning: { daf: number | null } } }[] };
  }>(request, '{ posts(first: 100) { edges { node { id mediaType audioUrl videoUrl tags { id } learning { daf } } } } }');
  const summaries = posts.edges.map((edge) => edge.node);
  const full = async (id: string) =>
    (await graphql<{ post: PostInfo }>(request, `query ($id: ID!) { post(id: $id) { ${POST_FIELDS} } }`, { id })).post;
  // An audio Daf Yomi shiur in the middle of its series, with tags: every part of the page shows.
  for (const summary of summaries) {
    if (summary.mediaType !== 'Audio' || !summary.audioUrl || !summary.learning.daf || summary.tags.length === 0) continue;
    const candidate = await full(summary.id);
    if (candidate.previousInSeries && candidate.nextInSeries && candidate.related.length > 0) {
      audioPost = candidate;
      break;
    }
  }
  expect(audioPost, 'the seed has an audio daf shiur inside a series, with tags').toBeDefined();
  const other = summaries.find((post) => post.mediaType === 'Audio' && post.audioUrl && post.id !== audioPost.id);
  const video = summaries.find((post) => post.mediaType === 'Video' && post.videoUrl);
  expect(other).toBeDefined();
  expect(video).toBeDefined();
  otherAudioPost = await full(other!.id);
  videoPost = await full(video!.id);
});

const player = (page: Page) => page.getByRole('group', { name: /^Audio player: / });
const audio = (page: Page) => page.locator('[data-audio-player] audio');
const currentTime = (page: Page) => audio(page).evaluate((element: HTMLAudioElement) => element.currentTime);
const isPaused = (page: Page) => audio(page).evaluate((element: HTMLAudioElement) => element.paused);

/**
 * Every answer to a SaveListeningProgress, in order: playing and seeking save too, and on a slow
 * machine an earlier save's answer can arrive after the pause. Each save also says when the player
 * was there (`listenedAt`), so the server can ignore one that arrives late.
 */
function recordSaves(page: Page) {
  const saves = { positions: [] as number[], errors: [] as string[], sentTimes: [] as string[] };
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/graphql')) return;
    if (!(response.request().postData() ?? '').includes('SaveListeningProgress')) return;
    saves.sentTimes.push(String(response.request().postDataJSON()?.variables?.listenedAt));
    const body = await response.json().catch(() => null);
    const saved = body?.data?.saveListeningProgress?.positionSeconds;
    if (typeof saved === 'number') saves.positions.push(saved);
    else saves.errors.push(JSON.stringify(body?.errors ?? body));
  });
  return saves;
}

/** Plays, skips forward twice and pauses; gives the whole second the player stopped at. */
async function listenPastAMinute(page: Page): Promise<number> {
  await player(page).getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => isPaused(page)).toBe(false);
  await player(page).getByRole('button', { name: 'Forward 30 seconds' }).click();
  await player(page).getByRole('button', { name: 'Forward 30 seconds' }).click();
  await player(page).getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => isPaused(page)).toBe(true);
  return Math.floor(await currentTime(page));
}

/** Opens a post and waits until the player is running with the recording's length known. */
async function openPlayer(page: Page, id: string) {
  expect(await visit(page, `/p/${id}`)).toBe(200);
  await expect(page.locator('[data-audio-player][data-enhanced]')).toBeVisible();
  await expect(player(page).getByRole('slider', { name: 'Seek' })).toBeEnabled();
  // The sample recording is 90 seconds long.
  await expect(page.locator('[data-player-total]')).toHaveText('01:30');
}

test.describe('content and metadata', () => {
  test('shows the title, authors, learning reference, facts, body and details', async ({ page }) => {
    expect(await visit(page, `/p/${audioPost.id}`)).toBe(200);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(audioPost.title);
    for (const author of audioPost.authors) {
      await expect(page.locator('[data-post-authors]').getByRole('link', { name: author.plainName })).toHaveAttribute(
        'href',
        `/author/${author.id}`,
      );
    }
    const { masechta, masechtaSlug, daf, amud } = audioPost.learning;
    const reference = page.locator('[data-learning-reference="Daf Yomi"]');
    await expect(reference.getByRole('link')).toHaveText(`${masechta} ${daf}${amud ?? ''}`);
    await expect(reference.getByRole('link')).toHaveAttribute('href', `/dafyomi/${masechtaSlug}/${daf}`);
    await expect(page.locator('[data-post-facts] time[datetime]').first()).toBeVisible();
    await expect(page.locator(`[data-post-facts] time[datetime="${audioPost.publishedAt}"]`)).toBeVisible();
    await expect(page.locator('[data-post-body]')).toContainText('Sample shiur for the demo site.');

    const details = page.locator('[data-post-details]');
    for (const topic of audioPost.topics) {
      await expect(details.getByRole('link', { name: topic, exact: true })).toHaveAttribute(
        'href',
        `/search?topics=${encodeURIComponent(topic)}`,
      );
    }
    for (const tag of audioPost.tags) {
      await expect(details.getByRole('link', { name: tag.name, exact: true })).toHaveAttribute('href', `/tag/${tag.id}`);
    }
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: audioPost.series!.name })).toHaveAttribute(
      'href',
      `/series/${audioPost.series!.id}`,
    );
  });

  test('carries JSON-LD for a podcast episode that parses', async ({ page }) => {
    await visit(page, `/p/${audioPost.id}`);
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent())!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: audioPost.title,
      datePublished: audioPost.publishedAt,
      author: audioPost.authors.map((author) => ({ '@type': 'Person', name: author.plainName })),
      isPartOf: { '@type': 'PodcastSeries', name: audioPost.series!.name },
      associatedMedia: { '@type': 'AudioObject', encodingFormat: 'audio/wav' },
    });
    expect(data.url).toMatch(new RegExp(`/p/${audioPost.id}$`));
    expect(data.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  });

  test('has a canonical address, Open Graph and a Twitter card', async ({ page }) => {
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    await visit(page, `/p/${audioPost.id}`);
    await expect(page).toHaveTitle(new RegExp(`^${audioPost.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // Absolute, as search engines want: on SITE_URL, or the quick start's origin when it is unset.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+/p/${audioPost.id}$`));
    expect(await meta('meta[property="og:url"]')).toMatch(new RegExp(`^https?://[^/]+/p/${audioPost.id}$`));
    expect(await meta('meta[property="og:type"]')).toBe('music.song');
    expect(await meta('meta[property="og:title"]')).toBe(audioPost.title);
    expect(await meta('meta[property="og:audio"]')).toMatch(/\/media\/sample-shiur\.wav$/);
    expect(await meta('meta[property="og:audio:type"]')).toBe('audio/wav');
    expect(await meta('meta[name="description"]')).toBeTruthy();
    expect(await meta('meta[name="twitter:card"]')).toBe('summary');

    await visit(page, `/p/${videoPost.id}`);
    expect(await meta('meta[property="og:type"]')).toBe('video.other');
    expect(await meta('meta[property="og:video"]')).toMatch(/\/media\/sample-shiur\.webm$/);
    expect(await meta('meta[property="og:image"]')).toMatch(/\/media\/sample-shiur-poster\.jpg$/);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toBe('VideoObject');
  });

  test('a video post plays its file in a native player, with the audio player under it', async ({ page }) => {
    await visit(page, `/p/${videoPost.id}`);
    const video = page.locator('[data-post-video="file"] video');
    await expect(video).toHaveAttribute('src', '/media/sample-shiur.webm');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('aria-label', `Video: ${videoPost.title}`);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(90, 0);
    await expect(page.getByRole('heading', { name: 'Audio only' })).toBeVisible();
    // Keys pressed on the video are the video's: the audio player's letters stay out of the way.
    await expect(page.locator('[data-audio-player][data-enhanced]')).toBeVisible();
    await video.focus();
    await page.keyboard.press('k');
    await page.waitForTimeout(300);
    expect(await isPaused(page)).toBe(true);
  });

  test('links the previous and next shiur of the series, and related shiurim', async ({ page }) => {
    await visit(page, `/p/${audioPost.id}`);
    const series = page.getByRole('navigation', { name: 'In this series' });
    await expect(series.getByRole('link', { name: audioPost.series!.name })).toHaveAttribute('href', `/series/${audioPost.series!.id}`);
    const previous = series.locator('[data-series-step="previous"] a');
    const next = series.locator('[data-series-step="next"] a');
    await expect(previous).toHaveAttribute('href', `/p/${audioPost.previousInSeries!.id}`);
    await expect(previous).toContainText(audioPost.previousInSeries!.title);
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(next).toHaveAttribute('href', `/p/${audioPost.nextInSeries!.id}`);
    await expect(next).toContainText(audioPost.nextInSeries!.title);

    const related = page.getByRole('region', { name: 'Related shiurim' }).getByRole('link');
    expect(audioPost.related.length).toBeGreaterThan(0);
    await expect(related).toHaveCount(audioPost.related.length);
    const hrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(audioPost.related.map((post) => `/p/${post.id}`));
    for (const excluded of [audioPost.id, audioPost.previousInSeries!.id, audioPost.nextInSeries!.id]) {
      expect(hrefs).not.toContain(`/p/${excluded}`);
    }

    await next.click();
    await expect(page).toHaveURL(new RegExp(`/p/${audioPost.nextInSeries!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(audioPost.nextInSeries!.title);
    await expect(
      page.getByRole('navigation', { name: 'In this series' }).locator('[data-series-step="previous"] a'),
    ).toHaveAttribute('href', `/p/${audioPost.id}`);
  });

  test('passes an accessibility check (axe), audio and video posts', async ({ page }) => {
    for (const id of [audioPost.id, videoPost.id]) {
      await openPlayer(page, id);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        `post ${id}`,
      ).toEqual([]);
    }
  });
});

test.describe('the audio player', () => {
  test('plays and pauses, and says so', async ({ page }) => {
    await openPlayer(page, audioPost.id);
    // The custom controls replace the native ones once the script runs.
    await expect(audio(page)).not.toHaveAttribute('controls', /.*/);
    await player(page).getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => isPaused(page)).toBe(false);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
    await expect(page.locator('[data-player-status]')).toHaveText('Playing.');
    await player(page).getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => isPaused(page)).toBe(true);
    await expect(page.locator('[data-player-status]')).toHaveText('Paused.');
    await expect(player(page).getByRole('button', { name: 'Play' })).toBeVisible();
  });

  test('stops when the listener goes to another page, and is paused on the way back', async ({ page }) => {
    await openPlayer(page, audioPost.id);
    await player(page).getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => isPaused(page)).toBe(false);
    // A client-side navigation: the post page may stay in the document, hidden, for the way back.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Daf Yomi', exact: true }).first().click();
    await expect(page).toHaveURL(/\/dafyomi$/);
    const playing = () =>
      page.evaluate(() => [...document.querySelectorAll<HTMLMediaElement>('audio, video')].filter((media) => !media.paused).length);
    await expect.poll(playing).toBe(0);
    await page.goBack();
    await expect(player(page).getByRole('button', { name: 'Play' })).toBeVisible();
    expect(await playing()).toBe(0);
  });

  test('skips back 15 and forward 30 seconds, never past either end', async ({ page }) => {
    await openPlayer(page, audioPost.id);
    const slider = player(page).getByRole('slider', { name: 'Seek' });
    await player(page).getByRole('button', { name: 'Forward 30 seconds' }).click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(30, 0);
    await expect(slider).toHaveAttribute('aria-valuetext', '00:30 of 01:30');
    await expect(page.locator('[data-player-elapsed]')).toHaveText('00:30');
    await player(page).getByRole('button', { name: 'Back 15 seconds' }).click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(15, 0);
    await player(page).getByRole('button', { name: 'Back 15 seconds' }).click();
    await player(page).getByRole('button', { name: 'Back 15 seconds' }).click();
    await expect.poll(() => currentTime(page)).toBe(0);
    for (let i = 0; i < 4; i += 1) await player(page).getByRole('button', { name: 'Forward 30 seconds' }).click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(90, 0);
    // The seek slider moves the playhead too.
    await slider.fill('45');
    await expect.poll(() => currentTime(page)).toBeCloseTo(45, 0);
  });

  test('remembers the speed on the next post', async ({ page }) => {
    await openPlayer(page, audioPost.id);
    const speed = player(page).getByRole('combobox', { name: 'Speed' });
    await expect(speed).toHaveValue('1');
    await speed.selectOption('1.5');
    await expect.poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
    await expect(page.locator('[data-player-status]')).toHaveText('Speed 1.5×.');

    await openPlayer(page, otherAudioPost.id);
    await expect(player(page).getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
    await expect.poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
  });

  test('anonymous: resumes where the listener left off after a reload, from this browser', async ({ page }) => {
    await openPlayer(page, audioPost.id);
    await expect(player(page)).toContainText('Your place is kept in this browser.');
    const stopped = await listenPastAMinute(page);
    expect(stopped).toBeGreaterThanOrEqual(60);

    await page.reload();
    await expect(page.locator('[data-audio-player][data-enhanced]')).toBeVisible();
    await expect.poll(() => currentTime(page)).toBe(stopped);
    await expect(page.locator('[data-player-resume]')).toContainText(`Continuing where you left off, at 01:0${stopped - 60}.`);

    // "Start from the beginning" goes back to 0.
    await page.getByRole('button', { name: 'Start from the beginning' }).click();
    await expect.poll(() => currentTime(page)).toBe(0);
  });

  test('signed in: resumes from the account in a fresh browser', async ({ page, browser }) => {
    const account = newAccount('listener');
    await signIn(page, { account, signUp: true, returnTo: `/p/${audioPost.id}` });
    await expect(page.locator('[data-audio-player][data-enhanced]')).toBeVisible();
    await expect(player(page).getByRole('slider', { name: 'Seek' })).toBeEnabled();
    // Signed in: no "kept in this browser" hint.
    await expect(player(page)).not.toContainText('kept in this browser');

    const saves = recordSaves(page);

    const position = await listenPastAMinute(page);
    expect(position).toBeGreaterThanOrEqual(60);
    // Pausing saves where the listener stopped.
    await expect.poll(() => saves.positions.includes(position)).toBe(true);
    expect(saves.errors).toEqual([]);
    expect(saves.sentTimes.length).toBeGreaterThan(0);
    for (const sent of saves.sentTimes) expect(Math.abs(Date.parse(sent) - Date.now())).toBeLessThan(10 * 60_000);
    // Not kept in the browser: it went to the account.
    expect(await page.evaluate(() => localStorage.getItem('openshiur:player:progress'))).toBeNull();

    // Another browser with the same session (cookies only, no localStorage).
    const { cookies } = await page.context().storageState();
    const fresh = await browser.newContext({ storageState: { cookies, origins: [] } });
    try {
      const other = await fresh.newPage();
      const errors: string[] = [];
      other.on('pageerror', (error) => errors.push(error.message));
      await openPlayer(other, audioPost.id);
      await expect.poll(() => currentTime(other)).toBe(position);
      await expect(other.locator('[data-player-resume]')).toContainText('Continuing where you left off');
      expect(errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  for (const who of ['anonymous', 'signed in'] as const) {
    test(`${who}: a pause made before the remembered place has loaded is still kept`, async ({ page }) => {
      // On a slow connection the listener can play, skip and pause before the answer saying where
      // they left off arrives. Saving waits for that answer (a fresh page's 0 must never overwrite
      // the real place), but once it comes the listener's own place is the newest and is kept.
      let release!: () => void;
      const answerArrives = new Promise<void>((resolve) => (release = resolve));
      let held = 0;
      await page.route('**/api/graphql', async (route) => {
        if ((route.request().postData() ?? '').includes('GetListeningProgress')) {
          held += 1;
          await answerArrives;
        }
        await route.continue();
      });
      const saves = recordSaves(page);
      if (who === 'signed in') {
        await signIn(page, { account: newAccount('early-pause'), signUp: true, returnTo: `/p/${audioPost.id}` });
        await expect(page.locator('[data-audio-player][data-enhanced]')).toBeVisible();
        await expect(page.locator('[data-player-total]')).toHaveText('01:30');
      } else {
        await openPlayer(page, audioPost.id);
      }
      await expect.poll(() => held).toBe(1);

      const position = await listenPastAMinute(page);
      expect(position).toBeGreaterThanOrEqual(60);
      release();
      if (who === 'signed in') {
        await expect.poll(() => saves.positions).toEqual([position]);
        expect(saves.errors).toEqual([]);
      } else {
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('openshiur:player:progress')))
          .toContain(`"positionSeconds":${position}`);
      }

      await page.reload();
      await expect(page.locator('[data-audio-player][data-enhanced]')).toBeVisible();
      await expect.poll(() => currentTime(page)).toBe(position);
    });
  }

  test('keyboard: shortcuts on the player and page-wide, never while typing', async ({ page }) => {
    await openPlayer(page, audioPost.id);
    await player(page).getByRole('button', { name: 'Play' }).focus();
    await page.keyboard.press('k');
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(() => isPaused(page)).toBe(true);
    const start = await currentTime(page);
    await page.keyboard.press('l');
    await expect.poll(() => currentTime(page)).toBeCloseTo(start + 30, 0);
    await page.keyboard.press('j');
    await expect.poll(() => currentTime(page)).toBeCloseTo(start + 15, 0);
    await page.keyboard.press('Shift+Period'); // ">"
    await expect.poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.25);
    await page.keyboard.press('Shift+Comma'); // "<"
    await expect.poll(() => audio(page).evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1);

    // On the seek slider the arrows skip like the buttons (not one second).
    const slider = player(page).getByRole('slider', { name: 'Seek' });
    await slider.focus();
    const before = await currentTime(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(page)).toBeCloseTo(Math.min(90, before + 30), 0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(page)).toBeCloseTo(Math.min(90, before + 30) - 15, 0);
    // Space on the slider plays and pauses.
    await page.keyboard.press('Space');
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => isPaused(page)).toBe(true);

    // Page-wide: the letters work from anywhere else on the page...
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('k');
    await expect.poll(() => isPaused(page)).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(() => isPaused(page)).toBe(true);
    // ...but typing in the search box is typing.
    const search = page.locator('[data-site-header]').getByRole('combobox').first();
    await search.click();
    await page.keyboard.type('kl');
    await expect(search).toHaveValue('kl');
    expect(await isPaused(page)).toBe(true);
  });

  test('registers with the Media Session: what is playing and its actions', async ({ page }) => {
    await page.addInitScript(() => {
      const handlers: Record<string, ((details: object) => void) | null> = {};
      (window as unknown as { mediaHandlers: typeof handlers }).mediaHandlers = handlers;
      const original = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
      navigator.mediaSession.setActionHandler = (action, handler) => {
        handlers[action] = handler as (details: object) => void;
        original(action, handler);
      };
    });
    await openPlayer(page, audioPost.id);
    const registered = await page.evaluate(() =>
      Object.entries((window as unknown as { mediaHandlers: Record<string, unknown> }).mediaHandlers)
        .filter(([, handler]) => typeof handler === 'function')
        .map(([action]) => action),
    );
    expect(registered.sort()).toEqual(['pause', 'play', 'seekbackward', 'seekforward', 'seekto']);
    const metadata = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      album: navigator.mediaSession.metadata?.album,
    }));
    expect(metadata).toEqual({
      title: audioPost.title,
      artist: audioPost.authors.map((author) => author.plainName).join(', '),
      album: audioPost.series!.name,
    });
    // The handlers drive the player (as the lock screen or headphones would).
    await page.evaluate(() =>
      (window as unknown as { mediaHandlers: Record<string, (details: object) => void> }).mediaHandlers.seekto!({
        action: 'seekto',
        seekTime: 50,
      }),
    );
    await expect.poll(() => currentTime(page)).toBeCloseTo(50, 0);
    await page.evaluate(() =>
      (window as unknown as { mediaHandlers: Record<string, (details: object) => void> }).mediaHandlers.seekbackward!({
        action: 'seekbackward',
      }),
    );
    await expect.poll(() => currentTime(page)).toBeCloseTo(35, 0);
  });

  test('offers the file for download', async ({ page, request }) => {
    await openPlayer(page, audioPost.id);
    const link = player(page).getByRole('link', { name: 'Download audio' });
    await expect(link).toHaveAttribute('href', audioPost.audioUrl!);
    await expect(link).toHaveAttribute('download', /\.wav$/);
    const response = await request.get(audioPost.audioUrl!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^audio\/(x-)?wav/);
    expect((await response.body()).subarray(0, 4).toString('ascii')).toBe('RIFF');
  });

  test('keeps its height when its own controls replace the browser\'s, so the text below never moves', async ({ browser, baseURL }) => {
    // The page as first painted (the browser's <audio controls>), then hydrated, at a phone's width and a desktop's.
    for (const width of [412, 1280]) {
      const heights: number[] = [];
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled });
        try {
          const page = await context.newPage();
          expect(await visit(page, `/p/${audioPost.id}`)).toBe(200);
          const player = page.locator('[data-audio-player]');
          if (javaScriptEnabled) await expect(player).toHaveAttribute('data-enhanced', '');
          heights.push(Math.round((await player.boundingBox())!.height));
        } finally {
          await context.close();
        }
      }
      expect(heights[1], `at ${width}px: hydrated ${heights[1]}px, first painted ${heights[0]}px`).toBe(heights[0]);
    }
  });

  test.describe('when the recording fails to load', () => {
    test.use({ tolerated: /status of 404/ });

    test('says so clearly, with a retry', async ({ page }) => {
      await page.route('**/media/sample-shiur.wav', (route) => route.fulfill({ status: 404, body: 'gone' }));
      expect(await visit(page, `/p/${audioPost.id}`)).toBe(200);
      const alert = page.locator('[data-player-error]');
      await expect(alert).toHaveRole('alert');
      await expect(alert).toContainText('This recording could not be loaded.');
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("is the browser's own player, with the download link", async ({ page }) => {
      expect(await visit(page, `/p/${audioPost.id}`)).toBe(200);
      const element = page.locator('[data-audio-player] audio');
      await expect(element).toHaveAttribute('controls', '');
      await expect(element).toHaveAttribute('src', audioPost.audioUrl!);
      await expect(page.locator('[data-audio-player]').getByRole('link', { name: 'Download audio' })).toHaveAttribute(
        'download',
        /\.wav$/,
      );
      await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0);
    });
  });
});

test.describe('sharing and printing', () => {
  test('without the Web Share API, copies the link and confirms it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await visit(page, `/p/${audioPost.id}`);
    const share = page.getByRole('group', { name: 'Share this shiur' });
    await expect(share.getByRole('button', { name: 'Share…' })).toHaveCount(0);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.locator('[data-share-status]')).toHaveText('Link copied.');
    const pageUrl = new URL(`/p/${audioPost.id}`, page.url()).href;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
    await expect(share.getByRole('link', { name: /^E-mail/ })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent(audioPost.title)}&body=${encodeURIComponent(`${audioPost.title}\n${pageUrl}`)}`,
    );
    await expect(share.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${audioPost.title} ${pageUrl}`)}`,
    );
  });

  test('with the Web Share API, hands the link to the share sheet', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await visit(page, `/p/${audioPost.id}`);
    await page.getByRole('group', { name: 'Share this shiur' }).getByRole('button', { name: 'Share…' }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
      title: audioPost.title,
      url: new URL(`/p/${audioPost.id}`, page.url()).href,
    });
  });

  test('prints the title, authors, reference and text; not the player, sharing or sidebar', async ({ page }) => {
    await openPlayer(page, audioPost.id);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[data-post-authors]')).toBeVisible();
    await expect(page.locator('[data-learning-reference]')).toBeVisible();
    await expect(page.locator('[data-post-body]')).toBeVisible();
    await expect(shown(page.getByText(`Printed from ${new URL(`/p/${audioPost.id}`, page.url()).href}`))).toBeVisible();
    for (const selector of ['[data-audio-player]', '[data-post-media]', '[data-share]', 'aside', '[data-post-details]', '[data-site-header]']) {
      await expect(page.locator(selector).first(), selector).toBeHidden();
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('[data-audio-player]')).toBeVisible();
    await expect(page.getByText(/^Printed from/)).toBeHidden();
  });
});
