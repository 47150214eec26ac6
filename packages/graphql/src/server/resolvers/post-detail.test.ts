import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { CSRF_HEADER } from '../../csrf-header';
import { MAX_POSITION_SECONDS } from '../args/listening-progress';
import { seriesOrderBy } from '../queries/series-order';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { publishedPost } from '../queries/visibility';

const { posts, series, postAuthors, listeningProgress, users } = schema;

const NEIGHBOURS =
  'query ($id: ID!) { post(id: $id) { id previousInSeries { id } nextInSeries { id } } }';
const RELATED = `query ($id: ID!, $first: Int) { post(id: $id) { id related(first: $first) {
  id topics series { id } authors { id } learning { masechta daf parsha mishnaMasechta nachBook } } } }`;
const SAVE =
  'mutation ($postId: ID!, $seconds: Int!) { saveListeningProgress(postId: $postId, positionSeconds: $seconds) { postId positionSeconds updatedAt } }';
const SAVE_AT =
  'mutation ($postId: ID!, $seconds: Int!, $at: DateTime) { saveListeningProgress(postId: $postId, positionSeconds: $seconds, listenedAt: $at) { postId positionSeconds updatedAt } }';
const PROGRESS =
  'query ($postId: ID!) { me(input: { services: "openshiur-web" }) { id listeningProgress(postId: $postId) { postId positionSeconds updatedAt } } }';

describe.each(testDatabaseKinds())('the post page API on %s', (kind) => {
  let server: TestGraphQLServer;

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
  });
  afterAll(async () => server?.close());

  /** The Published posts of the first seeded series in the series' order. */
  async function publishedSeriesPosts(orderOption: string) {
    const { db } = server.database;
    const [row] = await db
      .select()
      .from(series)
      .where(
        and(
          eq(series.orderOption, orderOption as never),
          sql`(select count(*) from ${posts} where ${posts.seriesId} = ${series.id} and ${publishedPost}) >= 3`,
        ),
      )
      .orderBy(asc(series.id))
      .limit(1);
    expect(row, `the seed has a ${orderOption} series`).toBeDefined();
    const ordered = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.seriesId, row!.id), publishedPost))
      .orderBy(...seriesOrderBy(orderOption));
    return ordered.map((post) => String(post.id));
  }

  describe('previous and next in the series', () => {
    it('walks an episode_number series in its order, first and last without a neighbour', async () => {
      const ids = await publishedSeriesPosts('episode_number');
      for (const [index, id] of ids.entries()) {
        const { post } = await server.data(NEIGHBOURS, { id });
        expect(post.previousInSeries?.id ?? null, `previous of ${id}`).toBe(ids[index - 1] ?? null);
        expect(post.nextInSeries?.id ?? null, `next of ${id}`).toBe(ids[index + 1] ?? null);
      }
    });

    it('never links to a post that is not Published', async () => {
      const { db } = server.database;
      const [hidden] = await db
        .select({ id: posts.id, seriesId: posts.seriesId })
        .from(posts)
        .where(and(ne(posts.status, 'Published'), isNotNull(posts.seriesId)))
        .limit(1);
      expect(hidden, 'the seed has an unpublished post in a series').toBeDefined();
      const siblings = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.seriesId, hidden!.seriesId!), publishedPost));
      for (const { id } of siblings) {
        const { post } = await server.data(NEIGHBOURS, { id: String(id) });
        expect(post.previousInSeries?.id).not.toBe(String(hidden!.id));
        expect(post.nextInSeries?.id).not.toBe(String(hidden!.id));
      }
    });
  });

  describe('related shiurim', () => {
    it('puts the same daf first, never the post itself nor its series neighbours, Published only', async () => {
      const { db } = server.database;
      // A daf with shiurim from more than one series, so the first tier has something to find.
      const [shared] = await db
        .select({ masechta: posts.masechta, daf: posts.daf })
        .from(posts)
        .where(and(publishedPost, isNotNull(posts.daf)))
        .groupBy(posts.masechta, posts.daf)
        .having(sql`count(distinct ${posts.seriesId}) > 1`)
        .limit(1);
      expect(shared, 'the seed has a daf taught in two series').toBeDefined();
      const [post] = await db
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(publishedPost, eq(posts.masechta, shared!.masechta!), eq(posts.daf, shared!.daf!)),
        )
        .limit(1);
      const id = String(post!.id);
      const { post: page } = await server.data(RELATED, { id, first: 20 });
      const neighbours = await server.data(NEIGHBOURS, { id });
      const excluded = [id, neighbours.post.previousInSeries?.id, neighbours.post.nextInSeries?.id];
      expect(page.related.length).toBeGreaterThan(0);
      expect(page.related.length).toBeLessThanOrEqual(20);
      expect(page.related[0].learning).toMatchObject({
        masechta: shared!.masechta,
        daf: shared!.daf,
      });
      const ids = page.related.map((related: { id: string }) => related.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const relatedId of ids) expect(excluded).not.toContain(relatedId);
      // Every one is visible to visitors (post(id:) answers only Published posts).
      for (const relatedId of ids)
        expect(
          (await server.data('query ($id: ID!) { post(id: $id) { id } }', { id: relatedId })).post,
        ).not.toBeNull();
    });

    it('shares the learning, an author or a topic with the post, tier by tier', async () => {
      const ids = await publishedSeriesPosts('parsha');
      const id = ids[1]!;
      const { db } = server.database;
      const [self] = await db
        .select()
        .from(posts)
        .where(eq(posts.id, Number(id)));
      const authorIds = (
        await db
          .select({ id: postAuthors.authorId })
          .from(postAuthors)
          .where(eq(postAuthors.postId, Number(id)))
      ).map((row) => String(row.id));
      const { post } = await server.data(RELATED, { id, first: 20 });
      const tierOf = (related: any) =>
        related.learning.parsha === self!.parsha
          ? 0
          : related.authors.some((author: { id: string }) => authorIds.includes(author.id))
            ? 1
            : related.topics.some((topic: string) => self!.topics.includes(topic))
              ? 2
              : 3;
      const tiers = post.related.map(tierOf);
      expect(tiers).not.toContain(3);
      expect([...tiers].sort()).toEqual(tiers);
    });

    it('refuses a count outside 1-20', async () => {
      const ids = await publishedSeriesPosts('episode_number');
      for (const first of [0, 21]) {
        const { body } = await server.request({ query: RELATED, variables: { id: ids[0], first } });
        expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('listening progress', () => {
    let postId: string;
    let hiddenPostId: string;

    beforeAll(async () => {
      const { db } = server.database;
      const [published] = await db
        .select({ id: posts.id })
        .from(posts)
        .where(publishedPost)
        .orderBy(asc(posts.id))
        .limit(1);
      const [hidden] = await db
        .select({ id: posts.id })
        .from(posts)
        .where(ne(posts.status, 'Published'))
        .limit(1);
      postId = String(published!.id);
      hiddenPostId = String(hidden!.id);
    });

    it('is UNAUTHENTICATED for an anonymous save, and me is null for an anonymous read', async () => {
      const { body } = await server.request({ query: SAVE, variables: { postId, seconds: 30 } });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await server.data(PROGRESS, { postId })).me).toBeNull();
      expect(await server.database.db.$count(listeningProgress)).toBe(0);
    });

    it('saves, reads back and overwrites one position per user and post', async () => {
      const headers = await server.bearer(`listener-${kind}`);
      expect((await server.data(PROGRESS, { postId }, headers)).me.listeningProgress).toBeNull();
      const first = (await server.data(SAVE, { postId, seconds: 125 }, headers))
        .saveListeningProgress;
      expect(first).toMatchObject({ postId, positionSeconds: 125 });
      expect(Number.isNaN(Date.parse(first.updatedAt))).toBe(false);
      const second = (await server.data(SAVE, { postId, seconds: 310 }, headers))
        .saveListeningProgress;
      expect(second.positionSeconds).toBe(310);
      expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
      const read = (await server.data(PROGRESS, { postId }, headers)).me.listeningProgress;
      expect(read).toEqual(second);

      const { db } = server.database;
      const rows = await db
        .select({ position: listeningProgress.positionSeconds })
        .from(listeningProgress)
        .innerJoin(users, eq(users.id, listeningProgress.userId))
        .where(eq(users.subject, `listener-${kind}`));
      expect(rows).toEqual([{ position: 310 }]);

      // Another listener has a position of their own.
      const other = await server.bearer(`other-listener-${kind}`);
      expect((await server.data(PROGRESS, { postId }, other)).me.listeningProgress).toBeNull();
    });

    it('keeps the newest position when an older save arrives after it', async () => {
      const headers = await server.bearer(`reordered-${kind}`);
      const at = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
      const newer = (await server.data(SAVE_AT, { postId, seconds: 400, at: at(1_000) }, headers))
        .saveListeningProgress;
      expect(newer.positionSeconds).toBe(400);
      // Sent two seconds earlier, arriving later: ignored, and the kept position comes back.
      const late = (await server.data(SAVE_AT, { postId, seconds: 380, at: at(3_000) }, headers))
        .saveListeningProgress;
      expect(late).toEqual(newer);
      expect(
        (await server.data(PROGRESS, { postId }, headers)).me.listeningProgress.positionSeconds,
      ).toBe(400);
      // A save without a time is "now", newer than both.
      expect(
        (await server.data(SAVE, { postId, seconds: 12 }, headers)).saveListeningProgress
          .positionSeconds,
      ).toBe(12);
      // A clock an hour fast counts as now, not as an hour ahead: the next honest save still lands.
      await server.data(SAVE_AT, { postId, seconds: 50, at: at(-3_600_000) }, headers);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(
        (await server.data(SAVE_AT, { postId, seconds: 60, at: at(0) }, headers))
          .saveListeningProgress.positionSeconds,
      ).toBe(60);
    });

    it('answers a malformed listenedAt with BAD_USER_INPUT', async () => {
      const headers = await server.bearer(`bad-time-${kind}`);
      const { body } = await server.request(
        { query: SAVE_AT, variables: { postId, seconds: 5, at: 'yesterday' } },
        headers,
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await server.data(PROGRESS, { postId }, headers)).me.listeningProgress).toBeNull();
    });

    it.each([
      ['a negative position', () => ({ postId, seconds: -1 })],
      ['an impossible position', () => ({ postId, seconds: MAX_POSITION_SECONDS + 1 })],
      ['a malformed post id', () => ({ postId: 'abc', seconds: 5 })],
      ['an unknown post', () => ({ postId: '999999999', seconds: 5 })],
      ['a post that is not Published', () => ({ postId: hiddenPostId, seconds: 5 })],
    ])('answers %s with BAD_USER_INPUT and stores nothing', async (_label, variables) => {
      const headers = await server.bearer(`careless-${kind}`);
      const { body } = await server.request({ query: SAVE, variables: variables() }, headers);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const count = await server.database.db
        .select({ n: sql<number>`count(*)` })
        .from(listeningProgress)
        .innerJoin(users, eq(users.id, listeningProgress.userId))
        .where(eq(users.subject, `careless-${kind}`));
      expect(Number(count[0]!.n)).toBe(0);
    });

    it('does not show progress on a post that is no longer Published', async () => {
      const headers = await server.bearer(`unpublished-${kind}`);
      await server.data(SAVE, { postId, seconds: 42 }, headers);
      const { db } = server.database;
      await db
        .update(posts)
        .set({ status: 'Inactive' })
        .where(eq(posts.id, Number(postId)));
      try {
        expect((await server.data(PROGRESS, { postId }, headers)).me.listeningProgress).toBeNull();
      } finally {
        await db
          .update(posts)
          .set({ status: 'Published' })
          .where(eq(posts.id, Number(postId)));
      }
    });

    it('needs the site header when signed in by cookie (CSRF), like every mutation', async () => {
      const { cookie } = (await server.sessionCookie(`cookie-listener-${kind}`)).headers;
      const refused = await server.request(
        { query: SAVE, variables: { postId, seconds: 7 } },
        { cookie },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const accepted = await server.request(
        { query: SAVE, variables: { postId, seconds: 7 } },
        { cookie, [CSRF_HEADER]: '1', 'sec-fetch-site': 'same-origin' },
      );
      expect(accepted.body.errors).toBeUndefined();
      expect(accepted.body.data.saveListeningProgress.positionSeconds).toBe(7);
    });
  });
});
