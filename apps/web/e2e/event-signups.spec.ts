import type { ParsedMail } from 'mailparser';
import type { Browser, Page } from '@playwright/test';
import { chatWidgetScriptUrl, externalProviderSiteMailDir, externalProviderSitePort } from '../playwright.config';
import { DEMO_EDITOR, expect, expectNoAxeViolations, shown, signIn, test } from './fixtures';
import { sitePath, waitForMail, type ReceivedMail } from './support/mailbox';

/**
 * Event sign-ups (issue 17): an editor opens an event to sign-ups with a small capacity; visitors
 * sign up (with and without JavaScript), land on the thank-you page and get their mails from the
 * job runner; the event fills to the waiting list; a cancel link from a mail frees the seats and
 * the waiting list's first person gets the promotion mail with the event's .ics.
 */

const unique = (word: string) => `${word}${Date.now().toString(36)}`;
const address = (label: string) => `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

/** A datetime-local value: what a clock in `timeZone` shows at `instant`. */
const wallTime = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(instant)
    .replace(' ', 'T');

/** The mail to `to` whose subject starts with `subject` (sent by the job runner, so it is waited for). */
const mailTo = (to: string, subject: string): Promise<ReceivedMail> => waitForMail(externalProviderSiteMailDir, to, new RegExp(`^${subject}`), 20_000);

const icsOf = (mail: ParsedMail) => mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'))?.content.toString('utf8');
const cancelLinkOf = (received: ReceivedMail) => {
  const link = received.links.find((href) => href.includes('/events/signups/cancel?token='));
  expect(link, 'the cancel link').toBeTruthy();
  return sitePath(link!);
};

/** Fills the event page's sign-up form and sends it. */
async function signUp(page: Page, eventId: string, person: { name: string; email: string; seats: number }) {
  await page.goto(`/events/${eventId}`);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'Name' }).fill(person.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
  await form.getByRole('combobox', { name: 'Seats' }).selectOption(String(person.seats));
  await form.getByRole('button', { name: 'Sign up' }).click();
}

async function visitor(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  return context.newPage();
}

test.describe('signing up for an event', () => {
  // The site with a database of its own (as the studio's writing tests), so these sign-ups and
  // the events made for them never reach another spec's pages.
  test.use({ baseURL: `http://127.0.0.1:${externalProviderSitePort}` });

  test.beforeEach(async ({ page }) => {
    // That site also loads the chat widget for signed-in users; there is no internet here.
    await page.context().route(chatWidgetScriptUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.OpenShiurChat = { boot() {} };' }),
    );
  });

  test('fills an event to the waiting list; a cancel link from the mail promotes the next person', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    // The editor: a Published event in two days, taking sign-ups, with two seats.
    await signIn(page, { account: DEMO_EDITOR, returnTo: '/studio/events/new' });
    const title = unique('Sample Sign-up Evening ');
    const timeZone = /Time in (\S+)\./.exec(await page.getByText(/^Time in /).innerText())![1]!;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByLabel('Starts').fill(wallTime(new Date(Date.now() + 2 * 86_400_000), timeZone));
    await page.getByRole('textbox', { name: 'Location' }).fill('Sample Hall');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Published');
    await page.getByRole('checkbox', { name: 'Takes sign-ups' }).check();
    await page.getByRole('spinbutton', { name: 'Capacity' }).fill('2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/events\/\d+\?saved=1$/);
    const eventId = /\/studio\/events\/(\d+)/.exec(page.url())![1]!;

    // A visitor takes both seats, and lands on the thank-you page.
    const first = { name: 'Sample First', email: address('first'), seats: 2 };
    const withScript = await visitor(browser, baseURL);
    await withScript.goto(`/events/${eventId}`);
    await expect(shown(withScript.getByTestId('seat-note'))).toHaveText('2 seats left.');
    await expectNoAxeViolations(withScript);
    await signUp(withScript, eventId, first);
    await expect(withScript).toHaveURL(/\/calendar\/thankyou\?signup=confirmed$/);
    await expect(shown(withScript.getByTestId('signup-thanks'))).toContainText("You're signed up.");

    // The confirmation mail, with the event for the calendar.
    const confirmation = await mailTo(first.email, "You're signed up");
    expect(confirmation.subject).toBe(`You're signed up: ${title}`);
    expect(confirmation.mail.text).toContain(`We have kept 2 seats for you at ${title}`);
    expect(icsOf(confirmation.mail)).toContain(`SUMMARY:${title}`);

    // The same address again: a clear answer, and no second sign-up.
    await signUp(withScript, eventId, { ...first, email: first.email.toUpperCase(), seats: 1 });
    await expect(shown(withScript.getByTestId('signup-message'))).toContainText('already signed up for this event');

    // Without JavaScript: the form says the event is full, and the next person joins the waiting list.
    const second = { name: 'Sample Second', email: address('second'), seats: 1 };
    const plain = await visitor(browser, baseURL, false);
    await plain.goto(`/events/${eventId}`);
    await expect(plain.getByTestId('seat-note')).toHaveText("Full: you'll join the waiting list.");
    await signUp(plain, eventId, second);
    await expect(plain).toHaveURL(/\/calendar\/thankyou\?signup=waitlisted$/);
    await expect(plain.getByTestId('signup-thanks')).toContainText("you're on the waiting list");
    const waiting = await mailTo(second.email, 'On the waiting list');
    expect(icsOf(waiting.mail)).toBeUndefined();

    // The first visitor cancels through the link in their mail: opening it changes nothing, the button does.
    const cancelPath = cancelLinkOf(confirmation);
    await withScript.goto(cancelPath);
    await expect(withScript.getByRole('heading', { level: 1, name: 'Cancel a sign-up' })).toBeVisible();
    await withScript.getByRole('button', { name: 'Yes, cancel my sign-up' }).click();
    await expect(shown(withScript.getByTestId('signup-cancelled'))).toContainText('Your sign-up is cancelled');
    // Followed again, the link says so and changes nothing.
    await withScript.goto(cancelPath);
    await expect(shown(withScript.getByTestId('signup-cancelled'))).toContainText('This sign-up was already cancelled');

    // The waiting list moved up: the second person has the seat, and a mail with the .ics.
    const promoted = await mailTo(second.email, 'A place for you');
    expect(icsOf(promoted.mail)).toContain(`SUMMARY:${title}`);

    // The editor sees both, in arrival order, with their states.
    await page.goto(`/studio/events/${eventId}/signups`);
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: first.email })).toContainText('Cancelled');
    await expect(rows.filter({ hasText: second.email })).toContainText('Confirmed');
    await expect(page.getByText('1 of 2 seats taken, 0 on the waiting list.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Taken out of Published, the event is gone for visitors.
    await page.goto(`/studio/events/${eventId}`);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Draft');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\?saved=1$/);
    const gone = await visitor(browser, baseURL);
    expect((await gone.goto(`/events/${eventId}`))?.status()).toBe(404);
    await Promise.all([withScript.context().close(), plain.context().close(), gone.context().close()]);
  });

  test('an editor cancels a sign-up from the list of them', async ({ page, browser, baseURL }) => {
    await signIn(page, { account: DEMO_EDITOR, returnTo: '/studio/events/new' });
    const title = unique('Sample Studio Cancel ');
    const timeZone = /Time in (\S+)\./.exec(await page.getByText(/^Time in /).innerText())![1]!;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByLabel('Starts').fill(wallTime(new Date(Date.now() + 3 * 86_400_000), timeZone));
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Published');
    await page.getByRole('checkbox', { name: 'Takes sign-ups' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/studio\/events\/\d+\?saved=1$/);
    const eventId = /\/studio\/events\/(\d+)/.exec(page.url())![1]!;

    const person = { name: 'Sample Guest', email: address('guest'), seats: 3 };
    const guest = await visitor(browser, baseURL);
    // No capacity: no seat count, and every sign-up is confirmed.
    await signUp(guest, eventId, person);
    await expect(guest).toHaveURL(/\/calendar\/thankyou\?signup=confirmed$/);
    // A robot fills in every field, the hidden one too: it gets the same page, and nothing is stored.
    const robot = { name: 'Sample Robot', email: address('robot'), seats: 1 };
    await guest.goto(`/events/${eventId}`);
    await guest.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example/'));
    await guest.getByRole('textbox', { name: 'Name' }).fill(robot.name);
    await guest.getByRole('textbox', { name: 'E-mail' }).fill(robot.email);
    await guest.getByRole('button', { name: 'Sign up' }).click();
    await expect(guest).toHaveURL(/\/calendar\/thankyou\?signup=confirmed$/);
    await guest.context().close();

    await page.goto(`/studio/events?${new URLSearchParams({ q: title })}`);
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Published');
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Sign-ups: 3 seats');
    // The sign-ups as CSV, for editors only.
    const csv = await page.request.get(`/studio/events/${eventId}/signups.csv`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain(`${person.name},${person.email},3,confirmed,`);
    expect(await csv.text()).not.toContain(robot.email);
    const anonymous = await browser.newContext({ baseURL });
    expect(await (await anonymous.request.get(`/studio/events/${eventId}/signups.csv`, { maxRedirects: 0 })).text()).not.toContain(person.email);
    await anonymous.close();

    await page.goto(`/studio/events/${eventId}/signups`);
    await page.getByRole('button', { name: `Cancel the sign-up of ${person.name}` }).click();
    await expect(shown(page.getByTestId('signup-cancelled'))).toHaveText(`Cancelled the sign-up of ${person.name}.`);
    await expect(page.getByRole('row').filter({ hasText: person.email })).toContainText('Cancelled');
  });
});
