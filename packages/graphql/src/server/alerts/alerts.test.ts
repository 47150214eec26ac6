import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { publishScheduledPost } from '../queries/publishing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { queueAlertDigests } from './alert-digests';
import { alertFollowersOfPublishedPosts, POST_EVENTS_JOB } from './post-published-alerts';
import { readUnfollowTargets, unfollowTargets, writeUnfollowTargets } from './unfollow-targets';

const { authorSubscriptions, jobs, mailMessages, postAuthors, postEvents, posts, seriesSubscriptions, subscriberAlerts, users } = schema;

const ME_FREQUENCY = 'query { me(input: { services: "openshiur-web" }) { id alertFrequency } }';
const SET_FREQUENCY = 'mutation ($frequency: AlertFrequency!) { setAlertFrequency(frequency: $frequency) { id alertFrequency } }';

describe.each(testDatabaseKinds())('subscriber alerts on %s', (kind) => {
  let server: TestGraphQLServer;
  let post: { id: number; seriesId: number; authorId: number };

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    const { db } = server.database;
    const [row] = await db
      .select({ id: posts.id, seriesId: posts.seriesId, authorId: postAuthors.authorId })
      .from(posts)
      .innerJoin(postAuthors, eq(postAuthors.postId, posts.id))
      .where(and(eq(posts.status, 'Published'), isNotNull(posts.seriesId)))
      .orderBy(asc(posts.id))
      .limit(1);
    post = { id: row!.id, seriesId: row!.seriesId!, authorId: row!.authorId };
  });
  afterAll(async () => server?.close());

  const db = () => server.database.db;
  let userIds: Record<'seriesFan' | 'authorFan' | 'bothFan' | 'dailyFan' | 'noEmail', string>;

  beforeEach(async () => {
    await db().delete(mailMessages);
    await db().delete(jobs);
    await db().delete(subscriberAlerts);
    await db().delete(postEvents);
    await db().delete(users);
    const make = async (subject: string, email: string | null, alertFrequency: 'immediate' | 'daily' = 'immediate') =>
      (await db().insert(users).values({ subject, email, alertFrequency }).returning({ id: users.id }))[0]!.id;
    userIds = {
      seriesFan: await make('series-fan', 'series.fan@example.org'),
      authorFan: await make('author-fan', 'author.fan@example.org'),
      bothFan: await make('both-fan', 'both.fan@example.org'),
      dailyFan: await make('daily-fan', 'daily.fan@example.org', 'daily'),
      noEmail: await make('no-email', null),
    };
    await db().insert(seriesSubscriptions).values([
      { userId: userIds.seriesFan, seriesId: post.seriesId },
      { userId: userIds.bothFan, seriesId: post.seriesId },
      { userId: userIds.dailyFan, seriesId: post.seriesId },
      { userId: userIds.noEmail, seriesId: post.seriesId },
    ]);
    await db().insert(authorSubscriptions).values([
      { userId: userIds.authorFan, authorId: post.authorId },
      { userId: userIds.bothFan, authorId: post.authorId },
    ]);
  });

  /** Publishes the post the way the job runner does for a Scheduled post whose time came. */
  async function publish() {
    await db().update(posts).set({ status: 'Scheduled', scheduledFor: new Date(Date.now() - 60_000) }).where(eq(posts.id, post.id));
    expect(await publishScheduledPost(db(), post.id)).toBe(true);
  }

  it('publishing queues the outbox job; each follower gets one alert, immediate ones a mail at once', async () => {
    await publish();
    expect(await db().select({ kind: jobs.kind }).from(jobs).where(eq(jobs.key, POST_EVENTS_JOB))).toEqual([{ kind: POST_EVENTS_JOB }]);
    expect(await alertFollowersOfPublishedPosts(db())).toBe(1);

    const alerts = await db().select().from(subscriberAlerts).where(eq(subscriberAlerts.postId, post.id));
    const byUser = new Map(alerts.map((alert) => [alert.userId, alert]));
    expect(byUser.size).toBe(5);
    // Someone who follows the series and the author hears once, for the series.
    expect(byUser.get(userIds.bothFan)).toMatchObject({ seriesId: post.seriesId, authorId: null });
    expect(byUser.get(userIds.authorFan)).toMatchObject({ seriesId: null, authorId: post.authorId });

    const mails = await db().select().from(mailMessages).orderBy(asc(mailMessages.recipient));
    expect(mails.map((mail) => mail.recipient)).toEqual(['author.fan@example.org', 'both.fan@example.org', 'series.fan@example.org']);
    for (const mail of mails) expect(mail).toMatchObject({ template: 'subscriber-alert', stream: 'bulk', data: expect.objectContaining({ postId: post.id }) });
    // The daily reader waits for the digest; nobody is mailed without an address.
    expect(byUser.get(userIds.dailyFan)!.mailedAt).toBeNull();
    expect(byUser.get(userIds.noEmail)!.mailedAt).toBeNull();

    // Handled once: running again finds nothing and mails nobody twice.
    expect(await alertFollowersOfPublishedPosts(db())).toBe(0);
    expect(await db().$count(mailMessages)).toBe(3);
  });

  it('announces nothing for a post unpublished before the runner came', async () => {
    await publish();
    await db().update(posts).set({ status: 'Draft' }).where(eq(posts.id, post.id));
    expect(await alertFollowersOfPublishedPosts(db())).toBe(1);
    expect(await db().$count(subscriberAlerts)).toBe(0);
    expect(await db().$count(mailMessages)).toBe(0);
    await db().update(posts).set({ status: 'Published' }).where(eq(posts.id, post.id));
  });

  it('the daily digest gathers what is waiting, once', async () => {
    await publish();
    await alertFollowersOfPublishedPosts(db());
    await db().delete(mailMessages);
    expect(await queueAlertDigests(db())).toBe(1);
    const [digest] = await db().select().from(mailMessages);
    expect(digest).toMatchObject({
      template: 'subscriber-digest',
      recipient: 'daily.fan@example.org',
      stream: 'bulk',
      data: { userId: userIds.dailyFan, entries: [{ postId: post.id, seriesId: post.seriesId, authorId: null }], more: 0 },
    });
    expect(await queueAlertDigests(db())).toBe(0);
    expect(await db().$count(mailMessages)).toBe(1);
  });

  it('an unsubscribe link stops exactly the series and authors it names', async () => {
    const targets = readUnfollowTargets(writeUnfollowTargets({ seriesIds: [post.seriesId], authorIds: [post.authorId] }));
    expect(targets).toEqual({ seriesIds: [post.seriesId], authorIds: [post.authorId] });
    await unfollowTargets(db(), userIds.bothFan, targets!);
    await unfollowTargets(db(), userIds.bothFan, targets!);
    expect(await db().$count(seriesSubscriptions, eq(seriesSubscriptions.userId, userIds.bothFan))).toBe(0);
    expect(await db().$count(authorSubscriptions, eq(authorSubscriptions.userId, userIds.bothFan))).toBe(0);
    expect(await db().$count(seriesSubscriptions, eq(seriesSubscriptions.userId, userIds.seriesFan))).toBe(1);
    for (const bad of ['', 's', 'x1', 's1;a2', 's1,', 42, null]) expect(readUnfollowTargets(bad)).toBeNull();
  });

  it('setAlertFrequency: the signed-in user chooses immediate or daily', async () => {
    const anonymous = await server.request({ query: SET_FREQUENCY, variables: { frequency: 'DAILY' } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const headers = await server.bearer(`frequency-${kind}`);
    expect((await server.data(ME_FREQUENCY, {}, headers)).me.alertFrequency).toBe('IMMEDIATE');
    expect((await server.data(SET_FREQUENCY, { frequency: 'DAILY' }, headers)).setAlertFrequency.alertFrequency).toBe('DAILY');
    expect((await server.data(ME_FREQUENCY, {}, headers)).me.alertFrequency).toBe('DAILY');
    const wrong = await server.request({ query: SET_FREQUENCY, variables: { frequency: 'HOURLY' } }, headers);
    expect(wrong.body.errors?.length).toBeGreaterThan(0);
  });
});
