import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { EVENT_SIGNUP_CANCEL_PURPOSE } from './event-signups';
import { studioRequests } from './studio-test-requests';

const SIGN_UP = 'mutation ($input: EventSignupInput!) { signUpForEvent(input: $input) { eventId state seats } }';
const CANCEL = 'mutation ($token: String!) { cancelEventSignup(token: $token) { eventId eventTitle name seats state } }';
const BY_TOKEN = 'query ($token: String!) { eventSignupByToken(token: $token) { eventId name state } }';
const EVENT = 'query ($id: ID!) { event(id: $id) { id title signupsOpen seatsLeft } }';
const STUDIO_EVENT = 'id status signupsOpen capacity confirmedSeats waitlistedSeats updatedAt signups { id name email seats state createdAt }';
const SAVE_EVENT = `mutation ($id: ID, $base: DateTime, $input: EventInput!) { saveEvent(id: $id, baseUpdatedAt: $base, input: $input) { ${STUDIO_EVENT} } }`;

type EventValues = Partial<typeof schema.events.$inferInsert>;

describe.each(testDatabaseKinds())('event sign-ups on %s', (kind) => {
  let server: TestGraphQLServer;
  let editor: { authorization: string };
  const { errorOf, fieldErrorsOf, auditOf } = studioRequests(() => ({ server, editor }));
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  let counter = 0;

  /** A new event, Published, taking sign-ups a week ahead unless told otherwise. */
  async function makeEvent(values: EventValues = {}): Promise<string> {
    counter += 1;
    const [row] = await server.database.db
      .insert(schema.events)
      .values({ title: `Sample Evening ${counter}`, slug: `sample-evening-${kind}-${counter}`, startsAt: inAWeek, status: 'Published', signupsOpen: true, capacity: null, ...values })
      .returning({ id: schema.events.id });
    return String(row!.id);
  }
  const signUp = (eventId: string, email: string, seats = 1, name = 'Sample Person') =>
    server.data(SIGN_UP, { input: { eventId, name, email, seats } }).then((data) => data.signUpForEvent);
  const signupsOf = (eventId: string) =>
    server.database.db.select().from(schema.eventSignups).where(eq(schema.eventSignups.eventId, Number(eventId))).orderBy(asc(schema.eventSignups.id));
  const mailsTo = (recipient: string) =>
    server.database.db.select().from(schema.mailMessages).where(eq(schema.mailMessages.recipient, recipient)).orderBy(asc(schema.mailMessages.id));
  const cancelToken = (signupId: number) => server.linkTokens.sign({ purpose: EVENT_SIGNUP_CANCEL_PURPOSE, subject: String(signupId) }, '1d');

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    editor = await server.bearer('events-editor', { roles: ['editor'] });
  });
  afterAll(async () => server?.close());

  it('confirms while the seats fit, then waitlists; a cancellation promotes the waiting list and mails them', async () => {
    const eventId = await makeEvent({ capacity: 3, title: 'Sample Siyum Dinner', location: 'Sample Hall' });
    expect((await server.data(EVENT, { id: eventId })).event).toMatchObject({ signupsOpen: true, seatsLeft: 3 });
    const queuedBefore = server.mailQueuedCount();

    expect(await signUp(eventId, 'first@example.org', 2)).toEqual({ eventId, state: 'CONFIRMED', seats: 2 });
    expect(await signUp(eventId, 'second@example.org', 2)).toEqual({ eventId, state: 'WAITLISTED', seats: 2 });
    expect((await server.data(EVENT, { id: eventId })).event.seatsLeft).toBe(1);
    expect(server.mailQueuedCount()).toBe(queuedBefore + 2);
    expect(server.contentChanges.at(-1)).toEqual({ type: 'event', id: eventId, change: 'updated' });

    // The confirmation is in the outbox, with a send-mail job, and carries what the .ics is made of.
    const [first, second] = await signupsOf(eventId);
    const [confirmation] = await mailsTo('first@example.org');
    expect(confirmation).toMatchObject({ template: 'event-signup-confirmed', stream: 'transactional', sentAt: null });
    expect(confirmation!.data).toEqual({
      signupId: first!.id,
      name: 'Sample Person',
      seats: 2,
      event: { id: Number(eventId), title: 'Sample Siyum Dinner', startsAt: inAWeek.toISOString(), endsAt: null, location: 'Sample Hall', description: null },
    });
    const jobs = await server.database.db.select().from(schema.jobs).where(eq(schema.jobs.key, `send-mail:${confirmation!.id}`));
    expect(jobs).toHaveLength(1);
    expect((await mailsTo('second@example.org')).map((mail) => mail.template)).toEqual(['event-signup-waitlisted']);

    // The cancel link's page, then the cancellation: the waiting list moves up.
    const token = await cancelToken(first!.id);
    expect((await server.data(BY_TOKEN, { token })).eventSignupByToken).toEqual({ eventId, name: 'Sample Person', state: 'CONFIRMED' });
    expect((await server.data(CANCEL, { token })).cancelEventSignup).toMatchObject({ eventTitle: 'Sample Siyum Dinner', state: 'CANCELLED', seats: 2 });
    expect((await signupsOf(eventId)).map((signup) => signup.state)).toEqual(['cancelled', 'confirmed']);
    expect((await mailsTo('second@example.org')).map((mail) => mail.template)).toEqual(['event-signup-waitlisted', 'event-signup-promoted']);
    expect((await server.data(EVENT, { id: eventId })).event.seatsLeft).toBe(1);

    // Followed twice, the link changes nothing: no write, no mail.
    const before = await signupsOf(eventId);
    const mailCount = await server.database.db.$count(schema.mailMessages);
    expect((await server.data(CANCEL, { token })).cancelEventSignup.state).toBe('CANCELLED');
    expect(await signupsOf(eventId)).toEqual(before);
    expect(await server.database.db.$count(schema.mailMessages)).toBe(mailCount);
    expect(second!.state).toBe('waitlisted');

    // A token made for something else, or tampered with, is refused.
    const other = await server.linkTokens.sign({ purpose: 'newsletter-confirm', subject: String(first!.id) }, '1d');
    expect((await errorOf(CANCEL, { token: other })).code).toBe('BAD_USER_INPUT');
    expect((await server.data(BY_TOKEN, { token: `${token}x` })).eventSignupByToken).toBeNull();
  });

  it('lets a smaller party behind a large one in when only its seats fit', async () => {
    const eventId = await makeEvent({ capacity: 4 });
    await signUp(eventId, 'a@example.org', 3);
    await signUp(eventId, 'b@example.org', 3);
    await signUp(eventId, 'c@example.org', 1);
    expect((await signupsOf(eventId)).map((signup) => signup.state)).toEqual(['confirmed', 'waitlisted', 'confirmed']);
    const [a] = await signupsOf(eventId);
    await server.data(CANCEL, { token: await cancelToken(a!.id) });
    expect((await signupsOf(eventId)).map((signup) => signup.state)).toEqual(['cancelled', 'confirmed', 'confirmed']);
  });

  it('never sells more seats than there are, however many sign up at once', async () => {
    const eventId = await makeEvent({ capacity: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => signUp(eventId, `parallel-${n}@example.org`)));
    expect(answers.filter((answer) => answer.state === 'CONFIRMED')).toHaveLength(3);
    expect(answers.filter((answer) => answer.state === 'WAITLISTED')).toHaveLength(7);
    const rows = await signupsOf(eventId);
    expect(rows.filter((row) => row.state === 'confirmed').reduce((sum, row) => sum + row.seats, 0)).toBe(3);
    expect(await server.database.db.$count(schema.mailMessages, eq(schema.mailMessages.template, 'event-signup-confirmed'))).toBeGreaterThanOrEqual(3);
  });

  it('refuses a second sign-up of the same address, whatever its case, until the first is cancelled', async () => {
    const eventId = await makeEvent();
    await signUp(eventId, 'twice@example.org');
    const { body } = await server.request({ query: SIGN_UP, variables: { input: { eventId, name: 'Again', email: 'Twice@Example.org', seats: 2 } } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'ALREADY_SIGNED_UP' });
    expect(await signupsOf(eventId)).toHaveLength(1);
    const [first] = await signupsOf(eventId);
    await server.data(CANCEL, { token: await cancelToken(first!.id) });
    expect((await signUp(eventId, 'TWICE@example.org')).state).toBe('CONFIRMED');
  });

  it('refuses events that take no sign-ups, have started or are not published, and bad fields', async () => {
    const refusal = async (eventId: string) =>
      (await server.request({ query: SIGN_UP, variables: { input: { eventId, name: 'Sample Person', email: 'closed@example.org', seats: 1 } } })).body.errors?.[0]?.extensions;
    expect(await refusal(await makeEvent({ signupsOpen: false }))).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'SIGNUPS_CLOSED' });
    expect(await refusal(await makeEvent({ startsAt: new Date(Date.now() - 60_000) }))).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'SIGNUPS_CLOSED' });
    const draft = await makeEvent({ status: 'Draft' });
    expect(await refusal(draft)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(await makeEvent({ status: 'Inactive' }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await server.database.db.$count(schema.eventSignups, eq(schema.eventSignups.email, 'closed@example.org'))).toBe(0);
    expect((await server.data(EVENT, { id: await makeEvent({ startsAt: new Date(Date.now() - 60_000) }) })).event.signupsOpen).toBe(false);

    const open = await makeEvent();
    const { body } = await server.request({ query: SIGN_UP, variables: { input: { eventId: open, name: ' ', email: 'not-an-address', seats: 11 } } });
    const fields = Object.fromEntries((body.errors?.[0]?.extensions as { fieldErrors: { field: string; message: string }[] }).fieldErrors.map((e) => [e.field, e.message]));
    expect(fields).toEqual({ name: 'Give your name', email: 'Give an e-mail address', seats: 'At most 10 seats for one sign-up' });
  });

  it('hides events that are not Published from every public read', async () => {
    const draft = await makeEvent({ status: 'Draft', title: 'Sample Hidden Draft' });
    const inactive = await makeEvent({ status: 'Inactive', title: 'Sample Hidden Inactive' });
    const published = await makeEvent({ title: 'Sample Shown Event' });
    expect((await server.data(EVENT, { id: draft })).event).toBeNull();
    expect((await server.data(EVENT, { id: inactive })).event).toBeNull();
    for (const when of ['UPCOMING', 'PAST', 'ALL']) {
      const { events } = await server.data(`{ events(first: 100, when: ${when}) { totalCount edges { node { id } } } }`);
      const ids = events.edges.map((edge: { node: { id: string } }) => edge.node.id);
      expect(ids).not.toContain(draft);
      expect(ids).not.toContain(inactive);
      if (when !== 'PAST') expect(ids).toContain(published);
      const statuses = await server.database.db.select({ status: schema.events.status }).from(schema.events).where(eq(schema.events.status, 'Published'));
      if (when === 'ALL') expect(events.totalCount).toBe(statuses.length);
    }
  });

  it('lets editors set status, sign-ups and capacity, see and cancel sign-ups; raising the capacity promotes', async () => {
    const input = { title: 'Sample Studio Evening', startsAt: inAWeek.toISOString() };
    const created = (await server.data(SAVE_EVENT, { input }, editor)).saveEvent;
    expect(created).toMatchObject({ status: 'Draft', signupsOpen: false, capacity: null, confirmedSeats: 0, waitlistedSeats: 0, signups: [] });
    expect(await fieldErrorsOf(SAVE_EVENT, { id: created.id, input: { ...input, capacity: 0 } })).toEqual({ capacity: 'At least 1 seat, or empty for no limit' });

    const opened = (await server.data(SAVE_EVENT, { id: created.id, base: created.updatedAt, input: { ...input, status: 'Published', signupsOpen: true, capacity: 1 } }, editor)).saveEvent;
    expect(opened).toMatchObject({ status: 'Published', signupsOpen: true, capacity: 1 });
    expect(server.contentChanges.at(-1)).toEqual({ type: 'event', id: created.id, change: 'published' });
    // A save without the new fields (an older tool) leaves them as they are.
    const kept = (await server.data(SAVE_EVENT, { id: created.id, input }, editor)).saveEvent;
    expect(kept).toMatchObject({ status: 'Published', signupsOpen: true, capacity: 1 });

    await signUp(created.id, 'studio-one@example.org', 1, 'Sample One');
    await signUp(created.id, 'studio-two@example.org', 2, 'Sample Two');
    const listed = (await server.data(`{ studioEvent(id: "${created.id}") { ${STUDIO_EVENT} } }`, {}, editor)).studioEvent;
    expect(listed).toMatchObject({ confirmedSeats: 1, waitlistedSeats: 2 });
    expect(listed.signups.map((signup: { name: string; state: string }) => [signup.name, signup.state])).toEqual([
      ['Sample One', 'CONFIRMED'],
      ['Sample Two', 'WAITLISTED'],
    ]);
    const queued = server.mailQueuedCount();
    const raised = (await server.data(SAVE_EVENT, { id: created.id, input: { ...input, capacity: 3 } }, editor)).saveEvent;
    expect(raised).toMatchObject({ confirmedSeats: 3, waitlistedSeats: 0 });
    expect(server.mailQueuedCount()).toBe(queued + 1);
    expect((await mailsTo('studio-two@example.org')).map((mail) => mail.template)).toEqual(['event-signup-waitlisted', 'event-signup-promoted']);

    const cancel = `mutation ($id: ID!) { studioCancelEventSignup(id: $id) { id state } }`;
    const one = listed.signups[0].id;
    expect((await errorOf(cancel, { id: one })).code).toBe('UNAUTHENTICATED');
    expect((await server.data(cancel, { id: one }, editor)).studioCancelEventSignup).toEqual({ id: one, state: 'CANCELLED' });
    expect((await server.data(cancel, { id: one }, editor)).studioCancelEventSignup.state).toBe('CANCELLED');
    expect(await auditOf('event', created.id)).toEqual(['event.created', 'event.updated', 'event.updated', 'event.updated', 'event.signup-cancelled']);
    const rows = await server.database.db.select().from(schema.eventSignups).where(and(eq(schema.eventSignups.eventId, Number(created.id)), eq(schema.eventSignups.state, 'confirmed')));
    expect(rows.map((row) => row.name)).toEqual(['Sample Two']);

    const unpublished = (await server.data(SAVE_EVENT, { id: created.id, input: { ...input, status: 'Inactive' } }, editor)).saveEvent;
    expect(unpublished.status).toBe('Inactive');
    expect(server.contentChanges.at(-1)).toEqual({ type: 'event', id: created.id, change: 'unpublished' });
    expect((await server.data(EVENT, { id: created.id })).event).toBeNull();
  });
});
