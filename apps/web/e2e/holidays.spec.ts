import { getSedra, HDate, HebrewCalendar } from '@hebcal/core';
import { dafToIndex, dafYomiForDate, holidays, parshiot, slugify } from '@openshiur/reference-data';
import { expect, graphql, test, visit, shown, expectNoAxeViolations } from './fixtures';

/** Today in the site's time zone (SITE_TIMEZONE is unset in the test server: its default). */
function siteToday(timeZone = 'America/New_York'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

const hdate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new HDate(new Date(year!, month! - 1, day!));
};
const iso = (date: HDate) => {
  const greg = date.greg();
  return `${greg.getFullYear()}-${String(greg.getMonth() + 1).padStart(2, '0')}-${String(greg.getDate()).padStart(2, '0')}`;
};

/** The next date (today included) on which hebcal lists an event matching `pattern`, outside Israel. */
function nextEventDate(pattern: RegExp): string {
  const today = siteToday();
  const events = HebrewCalendar.calendar({ start: hdate(today), end: new HDate(hdate(today).abs() + 400), il: false });
  const event = events.find((candidate) => pattern.test(candidate.getDesc()));
  if (!event) throw new Error(`no ${pattern} within a year`);
  return iso(event.getDate());
}

test.describe('shiurim by holiday', () => {
  test('/holidays lists every holiday with its next date and its number of shiurim', async ({ page, request }) => {
    const { holidayShiurimCounts } = await graphql<{ holidayShiurimCounts: { holiday: string; postCount: number }[] }>(
      request,
      '{ holidayShiurimCounts { holiday postCount } }',
    );
    expect(await visit(page, '/holidays')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shiurim by holiday');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(holidays.length);
    for (const { holiday, postCount } of holidayShiurimCounts) {
      const item = items.filter({ has: page.getByRole('link', { name: holiday, exact: true }) });
      await expect(item.getByRole('link')).toHaveAttribute('href', `/holidays/${slugify(holiday)}`);
      await expect(item).toContainText(`${postCount} ${postCount === 1 ? 'shiur' : 'shiurim'}`);
      await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
    // The soonest first.
    const dates = await items.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort());
    const purim = items.filter({ has: page.getByRole('link', { name: 'Purim', exact: true }) });
    await expect(purim.locator('time')).toHaveAttribute('datetime', nextEventDate(/^Purim$/));
  });

  test('a holiday page shows its coming dates and its shiurim', async ({ page, request }) => {
    const { holidayShiurimCounts } = await graphql<{ holidayShiurimCounts: { holiday: string; postCount: number }[] }>(
      request,
      '{ holidayShiurimCounts { holiday postCount } }',
    );
    const tagged = holidayShiurimCounts.find((row) => row.postCount > 0);
    expect(tagged, 'the demo content has holiday shiurim').toBeDefined();
    await visit(page, '/holidays');
    await page.getByRole('link', { name: tagged!.holiday, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/holidays/${slugify(tagged!.holiday)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tagged!.holiday);
    await expect(page.getByRole('region', { name: 'Coming dates' }).getByRole('listitem')).toHaveCount(3);
    await expect(shown(page.getByTestId('post-list')).getByRole('listitem')).toHaveCount(Math.min(tagged!.postCount, 20));
  });

  test('an unknown holiday is a 404', async ({ page }) => {
    expect(await visit(page, '/holidays/groundhog-day')).toBe(404);
    expect(await visit(page, '/holidays/Purim')).toBe(404);
  });

  test('/holidays and a holiday page have no WCAG 2.2 AA violations (axe)', async ({ page }) => {
    await visit(page, '/holidays');
    await expectNoAxeViolations(page);
    await visit(page, '/holidays/chanukah');
    await expectNoAxeViolations(page);
  });
});

test.describe('fast days', () => {
  test('/tishabav gives the next Tisha b’Av from the Hebrew calendar and its shiurim', async ({ page }) => {
    expect(await visit(page, '/tishabav')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Tisha b'Av");
    const card = page.getByRole('region', { name: /Tisha b'Av/ });
    const expected = nextEventDate(/^Tish'a B'Av( \(observed\))?$/);
    await expect(card.locator('time').first()).toHaveAttribute('datetime', expected);
    // Postponed exactly when hebcal keeps it on 10 Av (9 Av is Shabbos).
    const postponed = hdate(expected).getDate() === 10;
    await expect(card.getByText(/Postponed/)).toHaveCount(postponed ? 1 : 0);
    await expect(page.getByRole('heading', { level: 2, name: /Shiurim for Tisha b'Av/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /The Three Weeks/ })).toBeVisible();
  });

  test('/tzom-gedalia gives the next fast of Gedalia, keeps the brown header and lists the season’s shiurim', async ({ page }) => {
    expect(await visit(page, '/tzom-gedalia')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tzom Gedalia');
    const expected = nextEventDate(/^Tzom Gedaliah$/);
    const card = page.getByRole('region', { name: /Tzom Gedalia/ });
    await expect(card.locator('time').first()).toHaveAttribute('datetime', expected);
    await expect(card.getByText(/Postponed/)).toHaveCount(hdate(expected).getDate() === 4 ? 1 : 0);
    await expect(page.locator('[data-site-header][data-variant="brown"]')).toHaveCount(1);
    for (const holiday of ['Rosh Hashana', 'Shabbos Shuva', 'Yom Kippur']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${holiday}`) })).toBeVisible();
    }
  });

  test('both fast pages have no WCAG 2.2 AA violations (axe)', async ({ page }) => {
    await visit(page, '/tishabav');
    await expectNoAxeViolations(page);
    await visit(page, '/tzom-gedalia');
    await expectNoAxeViolations(page);
  });
});

test.describe('Shabbos', () => {
  test('/shabbos shows the coming Shabbos’s parsha with its dates and shiurim, and links to every parsha', async ({ page }) => {
    const today = siteToday();
    let reading = getSedra(hdate(today).getFullYear(), false).lookup(hdate(today));
    const firstShabbos = iso(reading.hdate);
    // A festival's reading replaces the parsha: the page shows the next Shabbos that has one.
    while (reading.chag) {
      const next = new HDate(reading.hdate.abs() + 1);
      reading = getSedra(next.getFullYear(), false).lookup(next);
    }
    const numbers = typeof reading.num === 'number' ? [reading.num] : reading.num;
    const name = numbers.map((number) => parshiot[number - 1]!.name).join('-');

    expect(await visit(page, '/shabbos')).toBe(200);
    const lead = page.getByRole('region', { name: /This Shabbos|Next Shabbos with a parsha/ });
    await expect(lead).toContainText(`Parshas ${name}`);
    await expect(lead.locator('time').first()).toHaveAttribute('datetime', iso(reading.hdate));
    if (iso(reading.hdate) !== firstShabbos) await expect(lead).toContainText('replaces the weekly parsha');
    await expect(lead.locator('[lang="he"]').first()).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 2, name: `Shiurim on Parshas ${name}` })).toBeVisible();

    const index = page.getByRole('region', { name: 'Every parsha' });
    await expect(index.getByRole('link')).toHaveCount(54 + 7);
    await expect(index.getByRole('link', { name: name, exact: true })).toHaveAttribute('aria-current', 'page');
    await index.getByRole('link', { name: 'Noach', exact: true }).click();
    await expect(page).toHaveURL(/\/shabbos\/noach$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parshas Noach');
  });

  test('a parsha page lists its shiurim; a double parsha lists both parts’', async ({ page, request }) => {
    const count = async (parsha: string) =>
      (
        await graphql<{ posts: { totalCount: number } }>(request, 'query ($p: String!) { posts(filter: { parsha: $p }) { totalCount } }', {
          p: parsha,
        })
      ).posts.totalCount;
    const [matot, masei] = [await count('Matot'), await count('Masei')];
    await visit(page, '/shabbos/matot-masei');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parshas Matot-Masei');
    await expect(page.getByRole('region', { name: 'Next read' })).toContainText(/Parshas (Matot-Masei|Matot)/);
    const listed = matot + masei === 0 ? 0 : Math.min(matot + masei, 20);
    await expect(shown(page.getByTestId('post-list')).getByRole('listitem')).toHaveCount(listed);
    expect(await visit(page, '/shabbos/not-a-parsha')).toBe(404);
  });

  test('/shabbos and a parsha page have no WCAG 2.2 AA violations (axe)', async ({ page }) => {
    await visit(page, '/shabbos');
    await expectNoAxeViolations(page);
    await visit(page, '/shabbos/bereshit');
    await expectNoAxeViolations(page);
  });
});

test.describe('Tefillah and Halftime', () => {
  test('/tefillah lists the Tefillah series and shiurim, under the brown header', async ({ page, request }) => {
    const { posts } = await graphql<{ posts: { totalCount: number } }>(request, '{ posts(filter: { topic: "Tefillah" }) { totalCount } }');
    expect(await visit(page, '/tefillah')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tefillah');
    await expect(page.locator('[data-site-header][data-variant="brown"]')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Series on Tefillah' }).getByRole('link').first()).toHaveAttribute('href', /^\/series\/\d+$/);
    await expect(shown(page.getByTestId('post-list')).getByRole('listitem')).toHaveCount(Math.min(posts.totalCount, 20));
  });

  test('/halftime shows the cycle’s midpoint and how far the cycle has come', async ({ page }) => {
    const today = dafYomiForDate(siteToday())!;
    const day = dafToIndex(today.masechta, today.daf)! + 1;
    expect(await visit(page, '/halftime')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halftime');
    await expect(shown(page.getByText(/Kidushin 39 is the middle daf of the cycle/))).toBeVisible();
    await expect(shown(page.getByText(`Day ${day.toLocaleString('en-US')} of 2,711`))).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /Cycle progress/ })).toHaveAttribute('value', String(day));
    await expect(page.getByRole('link', { name: `${today.masechta.name} ${today.daf}`, exact: true })).toBeVisible();
  });

  test('both pages have no WCAG 2.2 AA violations (axe)', async ({ page }) => {
    await visit(page, '/tefillah');
    await expectNoAxeViolations(page);
    await visit(page, '/halftime');
    await expectNoAxeViolations(page);
  });
});
