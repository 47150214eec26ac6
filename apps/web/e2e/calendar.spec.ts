import { readIcs, icsValue } from '../src/features/learning/ics-reader';
import { decideConsent, expect, graphql, shown, test, visit } from './fixtures';

/** The browser tests' site runs with the default SITE_TIMEZONE, in the diaspora. */
const SITE_TIMEZONE = 'America/New_York';

const dayIn = (instant: string | Date, timeZone = SITE_TIMEZONE) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
const monthLabel = (iso: string) =>
  new Date(`${iso.slice(0, 7)}-01T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface SeededEvent {
  id: string;
  title: string;
  startsAt: string;
}

let event: SeededEvent;

test.beforeAll(async ({ request }) => {
  const data = await graphql<{ events: { edges: { node: SeededEvent }[] } }>(
    request,
    '{ events(first: 1, when: UPCOMING) { edges { node { id title startsAt } } } }',
  );
  const first = data.events.edges[0]?.node;
  if (!first) throw new Error('The demo content has no upcoming event');
  event = first;
});

test.beforeEach(async ({ page, baseURL }) => decideConsent(page.context(), baseURL!));

test.describe('the month view', () => {
  test('/calendar shows this month with today marked, in a table with weekday headers', async ({ page }) => {
    expect(await visit(page, '/calendar')).toBe(200);
    const today = dayIn(new Date());
    // Near midnight the page may still show yesterday's month for a few minutes (siteToday's floor).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Calendar: \w+ \d{4}$/);
    const grid = page.getByRole('table');
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveText(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    if (heading === `Calendar: ${monthLabel(today)}`) {
      await expect(grid.locator('td[aria-current="date"]')).toHaveAttribute('data-date', today);
    }
  });

  test('a seeded event sits in the cell of its day in SITE_TIMEZONE and links to its page', async ({ page }) => {
    const day = dayIn(event.startsAt);
    expect(await visit(page, `/calendar/${day.slice(0, 7)}`)).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Calendar: ${monthLabel(day)}`);
    const cell = page.locator(`td[data-date="${day}"]`);
    const link = cell.getByRole('link', { name: event.title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/events/${event.id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  });

  test('holidays and fasts are on their days (September 2026, diaspora)', async ({ page }) => {
    expect(await visit(page, '/calendar/2026-09')).toBe(200);
    await expect(page.locator('td[data-date="2026-09-12"]')).toContainText('Rosh Hashana 5787');
    await expect(page.locator('td[data-date="2026-09-14"]')).toContainText('Tzom Gedaliah');
    await expect(page.locator('td[data-date="2026-09-21"]')).toContainText('Yom Kippur');
    // The second day of Yom Tov is kept outside Israel.
    await expect(page.locator('td[data-date="2026-09-27"]')).toContainText('Sukkot II');
    // A Hebrew date on each day: 1 Tishrei is Rosh Hashana.
    await expect(page.locator('td[data-date="2026-09-12"]')).toContainText('1 Tishrei');
    // September 2026 starts on a Tuesday: two blank cells before it.
    await expect(page.locator('tbody tr').first().locator('td').nth(2)).toHaveAttribute('data-date', '2026-09-01');
  });

  test('moves to the next and previous months', async ({ page }) => {
    await visit(page, '/calendar/2026-12');
    await page.getByRole('navigation', { name: 'Months' }).getByRole('link', { name: /January 2027/ }).click();
    await expect(page).toHaveURL(/\/calendar\/2027-01$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar: January 2027');
    await page.getByRole('navigation', { name: 'Months' }).getByRole('link', { name: /December 2026/ }).click();
    await expect(page).toHaveURL(/\/calendar\/2026-12$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar: December 2026');
    await page.getByRole('navigation', { name: 'Months' }).getByRole('link', { name: /November 2026/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar: November 2026');
  });

  test('a malformed or out-of-range month is the 404 page', async ({ page }) => {
    for (const month of ['2026-13', '2026-00', '1800-01', 'december', '2026-1']) {
      expect(await visit(page, `/calendar/${month}`), month).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Error 404/);
    }
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await decideConsent(context, baseURL!);
    const page = await context.newPage();
    const response = await page.goto('/calendar/2026-09');
    expect(response?.status()).toBe(200);
    // Shown in the HTML itself, not streamed into a hidden element only JavaScript reveals.
    const yomKippur = page.locator('td[data-date="2026-09-21"]');
    await expect(yomKippur).toBeVisible();
    await expect(yomKippur).toContainText('Yom Kippur');
    await page.getByRole('link', { name: /October 2026/ }).click();
    await expect(page).toHaveURL(/\/calendar\/2026-10$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendar: October 2026');
    await page.getByRole('link', { name: 'Subscribe to this calendar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to our calendar');
    await context.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the month is a list of the days that have something, without the grid', async ({ page }) => {
    await visit(page, '/calendar/2026-09');
    await expect(page.getByRole('table')).toBeHidden();
    const list = shown(page.getByTestId('month-list'));
    await expect(list).toBeVisible();
    await expect(list.locator('li[data-date="2026-09-12"]')).toContainText('Rosh Hashana 5787');
    await expect(list.locator('li[data-date="2026-09-12"] h3')).toHaveText(/^Saturday, September 12/);
    const days = await list.locator('ol > li').count();
    expect(days).toBeGreaterThan(5);
    expect(days).toBeLessThan(30);
  });
});

test.describe('calendar files', () => {
  test('the event page offers its .ics file and Google Calendar, with times in SITE_TIMEZONE', async ({ page }) => {
    expect(await visit(page, `/events/${event.id}`)).toBe(200);
    const section = page.getByRole('region', { name: 'Add to calendar' });
    const file = section.getByRole('link', { name: /Download the \.ics file/ });
    await expect(file).toHaveAttribute('href', `/events/${event.id}/event.ics`);
    const google = new URL((await section.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href'))!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe(event.title);
    const start = event.startsAt.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    expect(google.searchParams.get('dates')).toMatch(new RegExp(`^${start}/\\d{8}T\\d{6}Z$`));
    // The time as the organisation's clock shows it, with the zone's name.
    await expect(page.locator('article time').first()).toHaveText(/E[SD]T$/);

    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe(`event-${event.id}.ics`);
  });

  test('/events/{id}/event.ics is one timed event; an unknown id is a 404', async ({ request, baseURL }) => {
    const response = await request.get(`/events/${event.id}/event.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = readIcs(await response.text());
    expect(icsValue(calendar, 'METHOD')).toBe('PUBLISH');
    const [vevent] = calendar.components;
    expect(vevent?.name).toBe('VEVENT');
    expect(icsValue(vevent!, 'UID')).toBe(`event-${event.id}@${new URL(baseURL!).host}`);
    expect(icsValue(vevent!, 'SUMMARY')).toBe(event.title);
    expect(icsValue(vevent!, 'DTSTART')).toBe(event.startsAt.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, ''));
    expect((await request.get('/events/99999999/event.ics')).status()).toBe(404);
    expect((await request.get('/events/abc/event.ics')).status()).toBe(404);
  });

  test('/calendar/events.ics is a feed of the events with stable UIDs', async ({ request, baseURL }) => {
    const response = await request.get('/calendar/events.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = readIcs(await response.text());
    expect(icsValue(calendar, 'X-WR-CALNAME')).toMatch(/events$/);
    const events = calendar.components.filter((component) => component.name === 'VEVENT');
    expect(events.length).toBeGreaterThan(0);
    const uids = events.map((entry) => icsValue(entry, 'UID'));
    expect(uids).toContain(`event-${event.id}@${new URL(baseURL!).host}`);
    expect(new Set(uids).size).toBe(uids.length);
  });
});

test.describe('subscribing', () => {
  test('the subscribe control leads to the thank-you page with the webcal, Google and https addresses', async ({ page }) => {
    await visit(page, '/calendar');
    await page.getByRole('link', { name: 'Subscribe to this calendar' }).click();
    await expect(page).toHaveURL(/\/calendar\/thankyou\?subscribed=calendar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to our calendar');
    const steps = shown(page.getByTestId('feed-subscription'));
    const webcal = steps.getByRole('link', { name: 'Open in your calendar app' });
    // Without SITE_URL the addresses use the origin the browser sees.
    await expect(webcal).toHaveAttribute('href', /^webcal:\/\/127\.0\.0\.1:\d+\/calendar\/events\.ics$/);
    const google = steps.getByRole('link', { name: 'Add to Google Calendar' });
    await expect(google).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal%3A%2F%2F127\.0\.0\.1%3A\d+%2Fcalendar%2Fevents\.ics$/);
    await expect(steps.locator('code')).toHaveText(/^http:\/\/127\.0\.0\.1:\d+\/calendar\/events\.ics$/);
  });

  test('the thank-you page without a known query keeps its generic text', async ({ page }) => {
    expect(await visit(page, '/calendar/thankyou')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
    await expect(page.getByTestId('feed-subscription')).toHaveCount(0);
    expect(await visit(page, '/calendar/thankyou?subscribed=something-else')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
  });
});
