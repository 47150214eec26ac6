import { HDate, HebrewCalendar, Locale } from '@hebcal/core';
import { MishnaYomiIndex, NachYomiIndex } from '@hebcal/learning';
import { dafYomiForDate, findMishnahMasechta, slugify } from '@openshiur/reference-data';
import { icsLineProblems, icsValue, readIcs } from '../src/features/learning/ics-reader';
import { expect, graphql, test, visit, shown, expectNoAxeViolations } from './fixtures';

/** The programmes' addresses, as the site lists them. */
const programmes = [
  'daf-yomi',
  'amud-yomi',
  'mishnayot',
  'nach-yomi',
  'yerushalmi-yomi',
  'rambam',
  'rambam-3',
  'kitzur',
  'mitzvot',
];

/** Today where the site is: the test server keeps the default SITE_TIMEZONE. */
function siteToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}
const localDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

/** What the learning libraries say today's units are (computed here, independently of the site). */
function expectedUnits(iso: string) {
  const daf = dafYomiForDate(iso)!;
  const [first, second] = new MishnaYomiIndex().lookup(localDate(iso));
  const mishnah = findMishnahMasechta(first!.k)!;
  const nach = new NachYomiIndex().lookup(localDate(iso));
  return {
    daf: {
      label: `${daf.masechta.name} ${daf.daf}`,
      href: `/dafyomi/${daf.masechta.slug}/${daf.daf}`,
    },
    mishna: { masechta: mishnah.name, first: first!.v, second: second!.v.split(':')[1]! },
    // reference-data spells one book differently from Hebcal.
    nach: `${nach.k === 'Nachum' ? 'Nahum' : nach.k} ${nach.v}`,
  };
}

/** Runs `check` for the site's today; a test that straddles midnight retries with the new day. */
async function forToday(check: (iso: string) => Promise<void>) {
  const before = siteToday();
  try {
    await check(before);
  } catch (error) {
    if (siteToday() === before) throw error;
    await check(siteToday());
  }
}

test.describe('home page', () => {
  test('shows today’s learning, the Hebrew date and this week’s parsha', async ({ page }) => {
    expect(await visit(page, '/')).toBe(200);
    await forToday(async (iso) => {
      const expected = expectedUnits(iso);
      const today = shown(page.getByTestId('today-learning'));
      await expect(today.locator('[data-programme]')).toHaveCount(programmes.length);
      const daf = today.locator('[data-programme="daf-yomi"]').getByTestId('unit-link');
      await expect(daf).toHaveText(expected.daf.label);
      await expect(daf).toHaveAttribute('href', expected.daf.href);
      await expect(
        today.locator('[data-programme="nach-yomi"]').getByTestId('unit-link'),
      ).toHaveText(expected.nach);
      const mishna = today.locator('[data-programme="mishnayot"]').getByTestId('unit-link');
      await expect(mishna).toContainText(`${expected.mishna.masechta} ${expected.mishna.first}`);
      await expect(mishna).toContainText(expected.mishna.second);

      const hdate = new HDate(localDate(iso));
      const hebrewDate = shown(page.getByTestId('hebrew-date'));
      await expect(hebrewDate).toContainText(hdate.render('en'));
      await expect(hebrewDate.locator('[lang="he"]')).toHaveText(hdate.renderGematriya(true));

      const shabbos = hdate.onOrAfter(6);
      const sedra = HebrewCalendar.getSedra(shabbos.getFullYear(), false).lookup(shabbos);
      const parsha = shown(page.getByTestId('weekly-parsha'));
      await expect(parsha.locator('[lang="he"]').first()).toContainText(
        sedra.parsha.map((name) => Locale.gettext(name, 'he-x-NoNikud')).join('-'),
      );
      await expect(parsha.getByRole('link').first()).toHaveAttribute('href', '/shabbos');
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Newest shiurim' })).toBeVisible();
    await expect(shown(page.getByTestId('shiur-cards')).getByRole('listitem')).toHaveCount(8);
    // One series per topic at most, each linking to its page.
    const featured = shown(page.getByTestId('featured-series')).getByRole('listitem');
    expect(await featured.count()).toBeGreaterThanOrEqual(5);
    expect(await featured.count()).toBeLessThanOrEqual(9);
    await expect(featured.first().getByRole('link')).toHaveAttribute('href', /^\/series\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming events' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('links each programme to its page and today’s unit to its shiurim', async ({ page }) => {
    await visit(page, '/');
    const card = shown(page.getByTestId('today-learning')).locator('[data-programme="rambam"]');
    await card.getByRole('heading').getByRole('link').click();
    // A client-side navigation to a page that renders a thousand-chapter listing: allow it time.
    await expect(page).toHaveURL(/\/learning\/rambam$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Rambam: one chapter a day',
    );
  });
});

test.describe('/learning', () => {
  test('lists every programme with today’s unit and its links', async ({ page }) => {
    expect(await visit(page, '/learning')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily learning');
    const cards = shown(page.getByTestId('today-learning')).locator('[data-programme]');
    await expect(cards).toHaveCount(programmes.length);
    for (const id of programmes) {
      const card = shown(page.getByTestId('today-learning')).locator(`[data-programme="${id}"]`);
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Shiurim and schedule/ })).toHaveAttribute(
        'href',
        `/learning/${id}`,
      );
    }
    await forToday(async (iso) => {
      await expect(
        page
          .getByTestId('today-learning')
          .locator('[data-programme="daf-yomi"]')
          .getByTestId('unit-link'),
      ).toHaveText(expectedUnits(iso).daf.label);
    });
    await expectNoAxeViolations(page);
  });
});

test.describe('programme pages', () => {
  for (const id of programmes) {
    test(`/learning/${id}: today’s unit, the coming week, calendar links and the whole cycle`, async ({
      page,
    }) => {
      expect(await visit(page, `/learning/${id}`)).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(shown(page.locator('#today-unit'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'The coming week' })).toBeVisible();
      const outline = shown(page.getByTestId('schedule-outline'));
      expect(await outline.locator('li').count()).toBeGreaterThanOrEqual(37);
      // Without SITE_URL the subscribe links use the address the browser sees.
      const links = shown(page.getByTestId('calendar-links'));
      await expect(links.getByRole('link', { name: /Subscribe/ })).toHaveAttribute(
        'href',
        new RegExp(`^webcal://127\\.0\\.0\\.1:\\d+/learning/${id}/calendar\\.ics$`),
      );
      await expect(links.getByRole('link', { name: 'Download the .ics file' })).toHaveAttribute(
        'href',
        `/learning/${id}/calendar.ics`,
      );
    });
  }

  test('Daf Yomi shows today’s daf and marks it in the cycle', async ({ page }) => {
    await visit(page, '/learning/daf-yomi');
    await forToday(async (iso) => {
      const expected = expectedUnits(iso);
      await expect(shown(page.locator('#today-unit'))).toHaveText(expected.daf.label);
      const masechta = expected.daf.href.split('/')[2];
      await expect(
        shown(page.getByTestId('schedule-outline')).locator('li[aria-current="date"] a'),
      ).toHaveAttribute('href', `/dafyomi/${masechta}`);
    });
    await expectNoAxeViolations(page);
  });

  test('the Rambam’s whole cycle opens at today’s book and passes axe', async ({ page }) => {
    await visit(page, '/learning/rambam');
    const current = shown(page.getByTestId('schedule-outline')).locator('li[aria-current="date"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('unit pages', () => {
  async function firstCovered(request: Parameters<typeof graphql>[0], text: string) {
    const { learningCoverage } = await graphql<{
      learningCoverage: { name: string | null; number: number; count: number }[];
    }>(request, `{ learningCoverage(text: ${text}) { name number count } }`);
    const unit = learningCoverage[0];
    if (!unit) throw new Error(`The demo content has no shiurim counted by ${text}`);
    return unit;
  }

  test('a perek of the Mishnah lists its shiurim', async ({ page, request }) => {
    const unit = await firstCovered(request, 'MISHNA_PEREK');
    const path = `/learning/mishnayot/${slugify(unit.name!)}/${unit.number}`;
    expect(await visit(page, path)).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      `${unit.name}, perek ${unit.number}`,
    );
    await expect(shown(page.getByTestId('post-list')).getByRole('listitem')).toHaveCount(
      Math.min(unit.count, 30),
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Mishna Yomi' }),
    ).toHaveAttribute('href', '/learning/mishnayot');
    await expectNoAxeViolations(page);
  });

  test('a chapter of the Rambam, a siman of the Kitzur and a mitzvah list their shiurim', async ({
    page,
    request,
  }) => {
    const chapter = await firstCovered(request, 'RAMBAM_CHAPTER');
    await visit(page, `/learning/rambam/${slugify(chapter.name!)}/${chapter.number}`);
    await expect(shown(page.getByTestId('post-list')).getByRole('listitem')).toHaveCount(
      Math.min(chapter.count, 30),
    );
    await expect(shown(page.getByTestId('post-list')).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/p\/\d+$/,
    );

    const siman = await firstCovered(request, 'KITZUR_SIMAN');
    await visit(page, `/learning/kitzur/${siman.number}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`siman ${siman.number}`);
    await expect(shown(page.getByTestId('post-list')).getByRole('listitem')).toHaveCount(
      Math.min(siman.count, 30),
    );

    const mitzvah = await firstCovered(request, 'MITZVAH');
    await visit(page, `/learning/mitzvot/${mitzvah.number}`);
    await expect(shown(page.getByTestId('post-list')).getByRole('listitem')).toHaveCount(
      Math.min(mitzvah.count, 30),
    );
  });

  for (const path of [
    '/learning/no-such-programme',
    '/learning/mishnayot/berachos/10',
    '/learning/mishnayot/no-such-masechta/1',
    '/learning/mishnayot/berachos',
    '/learning/rambam/sabbath/31',
    '/learning/nach-yomi/ruth/5',
    '/learning/kitzur/222',
    '/learning/mitzvot/0',
    '/learning/daf-yomi/berachos/2',
  ]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      expect(await visit(page, path)).toBe(404);
      await expect(shown(page.getByText('PAGE YOU ARE LOOKING IS NOT FOUND'))).toBeVisible();
    });
  }

  test('another spelling of a masechta or a book redirects to the canonical address', async ({
    page,
  }) => {
    expect(await visit(page, '/learning/mishnayot/Berakhot/2')).toBe(200);
    await expect(page).toHaveURL(/\/learning\/mishnayot\/berachos\/2$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Berachos, perek 2');
    await visit(page, '/learning/nach-yomi/shmuel-aleph/3');
    await expect(page).toHaveURL(/\/learning\/nach-yomi\/i-samuel\/3$/);
  });
});

test.describe('calendars', () => {
  test('the Daf Yomi calendar is valid iCalendar with today’s daf, stable UIDs and links to the site', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/learning/daf-yomi/calendar.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(icsLineProblems(text)).toEqual([]);
    const calendar = readIcs(text);
    expect(icsValue(calendar, 'VERSION')).toBe('2.0');
    const events = calendar.components.filter((component) => component.name === 'VEVENT');
    expect(events.length).toBeGreaterThanOrEqual(395);
    expect(new Set(events.map((event) => icsValue(event, 'UID'))).size).toBe(events.length);
    await forToday(async (iso) => {
      const today = events.find((event) => icsValue(event, 'DTSTART') === iso.replaceAll('-', ''));
      const expected = expectedUnits(iso).daf;
      expect(icsValue(today!, 'SUMMARY')).toBe(`Daf Yomi: ${expected.label}`);
      expect(icsValue(today!, 'URL')).toBe(new URL(expected.href, baseURL).href);
      expect(icsValue(today!, 'UID')).toBe(
        `daf-yomi-${iso.replaceAll('-', '')}@${new URL(baseURL!).host}`,
      );
    });
    // Fetched again, the same days keep the same UIDs.
    const again = readIcs(await (await request.get('/learning/daf-yomi/calendar.ics')).text());
    expect(again.components.map((event) => icsValue(event, 'UID'))).toEqual(
      events.map((event) => icsValue(event, 'UID')),
    );
  });

  test('every programme serves a calendar, and an unknown one is a 404', async ({ request }) => {
    for (const id of programmes) {
      const response = await request.get(`/learning/${id}/calendar.ics`);
      expect(response.status(), id).toBe(200);
      expect(readIcs(await response.text()).components.length, id).toBeGreaterThan(250);
    }
    expect((await request.get('/learning/no-such-programme/calendar.ics')).status()).toBe(404);
  });
});
