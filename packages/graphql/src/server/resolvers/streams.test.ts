import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { studioRequests } from './studio-test-requests';

const STUDIO_STREAM = 'id platform title description sourceKind source startsAt endsAt status recordingUrl postId updatedAt';
const STREAM = 'id platform platformId title sourceKind source status recordingUrl post { id title mediaType platform }';
const SAVE = `mutation ($id: ID, $base: DateTime, $input: StreamInput!) { saveStream(id: $id, baseUpdatedAt: $base, input: $input) { ${STUDIO_STREAM} } }`;
const DELETE = 'mutation ($id: ID!) { deleteStream(id: $id) }';

describe.each(testDatabaseKinds())('live streams on %s', (kind) => {
  let server: TestGraphQLServer;
  let editor: { authorization: string };
  const { errorOf, fieldErrorsOf, auditOf } = studioRequests(() => ({ server, editor }));
  const inADay = new Date(Date.now() + 86_400_000);
  const base = {
    platform: 'All Mishna',
    title: 'Sample broadcast: Mishna questions',
    description: 'Sample words.\n\nA second <paragraph>.',
    sourceKind: 'youtube',
    source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    startsAt: inADay.toISOString(),
    status: 'Upcoming',
  };

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    editor = await server.bearer('stream-editor', { roles: ['editor'] });
  });
  afterAll(async () => server?.close());

  it('answers UNAUTHENTICATED and FORBIDDEN to people without the role, writing nothing', async () => {
    const reader = await server.bearer('stream-reader');
    const before = await server.database.db.$count(schema.streams);
    for (const [query, variables] of [
      [SAVE, { input: base }],
      [DELETE, { id: '1' }],
      ['{ studioStreams { totalCount } }', {}],
      ['{ studioStream(id: "1") { id } }', {}],
    ] as const) {
      expect((await errorOf(query, variables)).code).toBe('UNAUTHENTICATED');
      expect((await errorOf(query, variables, reader)).code).toBe('FORBIDDEN');
    }
    expect(await server.database.db.$count(schema.streams)).toBe(before);
  });

  it('creates a stream with its source normalised, lists and shows it, and checks every field', async () => {
    const created = (await server.data(SAVE, { input: base }, editor)).saveStream;
    expect(created).toMatchObject({ platform: 'All Mishna', sourceKind: 'youtube', source: 'dQw4w9WgXcQ', status: 'Upcoming', postId: null, endsAt: null });
    expect(server.contentChanges.at(-1)).toEqual({ type: 'stream', id: created.id, change: 'created' });
    const listed = (await server.data('{ studioStreams(search: "broadcast: mishna") { totalCount items { id } } }', {}, editor)).studioStreams;
    expect(listed).toEqual({ totalCount: 1, items: [{ id: created.id }] });
    const upcoming = (await server.data(`{ streams(platform: "All Mishna", status: Upcoming, first: 100) { ${STREAM} } }`, {})).streams;
    expect(upcoming.find((stream: { id: string }) => stream.id === created.id)).toMatchObject({ platformId: 'mishna', post: null });
    expect(await fieldErrorsOf(SAVE, { input: { ...base, platform: 'Elsewhere', title: ' ', source: 'https://evil.example/watch?v=dQw4w9WgXcQ', endsAt: base.startsAt, recordingUrl: 'http://x.example/a.mp4' } })).toEqual({
      platform: 'Choose one of the platforms',
      title: 'Give the stream a title',
      source: 'Give a YouTube video id (11 characters) or its youtube.com or youtu.be address',
      endsAt: 'It must end after it starts',
      recordingUrl: 'Give an https address or a path under /media/',
    });
    expect(await fieldErrorsOf(SAVE, { input: { ...base, sourceKind: 'hls', source: 'https://cdn.example.org/video.mp4' } })).toEqual({
      source: 'Give an https address of an .m3u8 playlist, or a path under /media/ ending .m3u8',
    });
    expect((await errorOf('{ streams(platform: "Nowhere") { id } }', {})).code).toBe('BAD_USER_INPUT');
  });

  it('goes live (liveStreams), then Ended with a recording makes one Published Video post, in the same save', async () => {
    const created = (await server.data(SAVE, { input: { ...base, title: 'Sample stream: going live', sourceKind: 'hls', source: '/media/live/index.m3u8' } }, editor)).saveStream;
    const live = (await server.data(SAVE, { id: created.id, base: created.updatedAt, input: { ...base, title: 'Sample stream: going live', sourceKind: 'hls', source: '/media/live/index.m3u8', status: 'Live' } }, editor)).saveStream;
    expect(server.contentChanges.at(-1)).toEqual({ type: 'stream', id: created.id, change: 'updated' });
    expect((await server.data('{ liveStreams { id platformId } }', {})).liveStreams).toContainEqual({ id: created.id, platformId: 'mishna' });
    // An older version is a CONFLICT, and makes no post.
    expect((await errorOf(SAVE, { id: created.id, base: created.updatedAt, input: { ...base, status: 'Ended', recordingUrl: '/media/rec.mp4' } }, editor)).code).toBe('CONFLICT');
    const posts = await server.database.db.$count(schema.posts);
    const endedInput = { ...base, title: 'Sample stream: going live', sourceKind: 'hls', source: '/media/live/index.m3u8', status: 'Ended', recordingUrl: '/media/recordings/sample.mp4' };
    const ended = (await server.data(SAVE, { id: created.id, base: live.updatedAt, input: endedInput }, editor)).saveStream;
    expect(ended.postId).not.toBeNull();
    expect(server.contentChanges.slice(-2)).toEqual([
      { type: 'stream', id: created.id, change: 'updated' },
      { type: 'post', id: ended.postId, change: 'created' },
    ]);
    const [post] = await server.database.db.select().from(schema.posts).where(eq(schema.posts.id, Number(ended.postId)));
    expect(post).toMatchObject({ title: 'Sample stream: going live', status: 'Published', mediaType: 'Video', platform: 'All Mishna', videoUrl: '/media/recordings/sample.mp4', body: '<p>Sample words.</p><p>A second &lt;paragraph&gt;.</p>' });
    expect(post!.publishedAt!.toISOString()).toBe(inADay.toISOString());
    expect(await server.database.db.$count(schema.postEvents, eq(schema.postEvents.postId, post!.id))).toBe(1);
    // Saved again: the post is linked already, so no second one.
    await server.data(SAVE, { id: created.id, input: { ...endedInput, title: 'Sample stream: renamed' } }, editor);
    expect(await server.database.db.$count(schema.posts)).toBe(posts + 1);
    const shown = (await server.data(`{ stream(id: "${created.id}") { ${STREAM} } }`, {})).stream;
    expect(shown).toMatchObject({ status: 'Ended', post: { id: ended.postId, mediaType: 'Video', platform: 'All Mishna' } });
    expect(await auditOf('stream', created.id)).toEqual(['stream.created', 'stream.updated', 'stream.updated', 'stream.updated']);
    expect(await auditOf('post', ended.postId)).toEqual(['post.published']);
  });

  it('deletes a stream (its post stays); NOT_FOUND after', async () => {
    const created = (await server.data(SAVE, { input: { ...base, title: 'Sample stream: to delete' } }, editor)).saveStream;
    expect((await server.data(DELETE, { id: created.id }, editor)).deleteStream).toBe(created.id);
    expect(server.contentChanges.at(-1)).toEqual({ type: 'stream', id: created.id, change: 'deleted' });
    expect((await errorOf(DELETE, { id: created.id }, editor)).code).toBe('NOT_FOUND');
    expect((await server.data(`{ stream(id: "${created.id}") { id } }`, {})).stream).toBeNull();
  });
});
