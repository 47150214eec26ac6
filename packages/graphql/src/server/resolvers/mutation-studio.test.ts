import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const FIELDS = 'id title status platform mediaType language body audioUrl videoUrl documentUrl durationSeconds seriesId authorIds topics masechta daf amud updatedAt publishedAt';
const SAVE = `mutation ($id: ID, $base: DateTime, $input: PostInput!) { savePost(id: $id, baseUpdatedAt: $base, input: $input) { ${FIELDS} } }`;
const READ = `query ($id: ID!) { studioPost(id: $id) { ${FIELDS} } }`;

type FieldErrors = { field: string; message: string }[];

describe.each(testDatabaseKinds())('saving posts in the studio on %s', (kind) => {
  let server: TestGraphQLServer;
  let editor: { authorization: string };
  let seriesId: string;
  let authorIds: string[];
  const validInput = () => ({
    title: 'Sample shiur: Berachos 5a in depth',
    status: 'Draft',
    platform: 'All Daf',
    mediaType: 'Audio',
    language: 'English',
    body: '<p>Intro <strong>bold</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    audioUrl: 'https://media.example.org/berachos-5a.mp3',
    seriesId,
    authorIds,
    topics: ['Gemara'],
    masechta: 'Berakhot',
    daf: 5,
    amud: 'a',
  });

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    editor = await server.bearer('studio-editor', { roles: ['editor'] });
    const { db } = server.database;
    const [firstSeries] = await db.select().from(schema.series).orderBy(asc(schema.series.id)).limit(1);
    const someAuthors = await db.select().from(schema.authors).orderBy(asc(schema.authors.id)).limit(2);
    seriesId = String(firstSeries!.id);
    authorIds = someAuthors.map((author) => String(author.id)).reverse();
  });
  afterAll(async () => server?.close());

  it('offers every series and author by name to editors only', async () => {
    const CHOICES = '{ studioChoices { series { id name } authors { id name } } }';
    const { studioChoices } = await server.data(CHOICES, {}, editor);
    expect(studioChoices.series).toHaveLength(await server.database.db.$count(schema.series));
    expect(studioChoices.authors).toHaveLength(await server.database.db.$count(schema.authors));
    const names = studioChoices.series.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(studioChoices.authors.some((a: { name: string }) => /[<>]/.test(a.name))).toBe(false);
    const reader = await server.request({ query: CHOICES }, await server.bearer('studio-reader'));
    expect(reader.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses to save for anonymous requests and readers, writing nothing', async () => {
    const before = await server.database.db.$count(schema.posts);
    const anonymous = await server.request({ query: SAVE, variables: { input: validInput() } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const reader = await server.request({ query: SAVE, variables: { input: validInput() } }, await server.bearer('studio-reader'));
    expect(reader.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const read = await server.request({ query: READ, variables: { id: '1' } }, await server.bearer('studio-reader'));
    expect(read.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await server.database.db.$count(schema.posts)).toBe(before);
  });

  it('creates a post with its credits in order, sanitized body and canonical learning reference', async () => {
    const { savePost } = await server.data(SAVE, { input: validInput() }, editor);
    expect(savePost).toMatchObject({
      title: 'Sample shiur: Berachos 5a in depth',
      status: 'Draft',
      masechta: 'Berachos',
      daf: 5,
      amud: 'a',
      seriesId,
      authorIds,
      topics: ['Gemara'],
      publishedAt: null,
    });
    expect(savePost.body).toBe('<p>Intro <strong>bold</strong></p><img src="x" />');
    const [row] = await server.database.db.select().from(schema.posts).where(eq(schema.posts.id, Number(savePost.id)));
    expect(row!.slug).toBe(`sample-shiur-berachos-5a-in-depth-${savePost.id}`);
    expect(server.contentChanges.at(-1)).toEqual({ type: 'post', id: savePost.id, change: 'created' });
    expect((await server.data(READ, { id: savePost.id }, editor)).studioPost).toEqual(savePost);
    // The site's own media files are addressed by path.
    const local = (await server.data(SAVE, { input: { ...validInput(), audioUrl: '/media/sample-shiur.wav' } }, editor)).savePost;
    expect(local.audioUrl).toBe('/media/sample-shiur.wav');
    // An uploaded recording, its PDF and its length; a YouTube page as the video.
    const media = {
      audioUrl: '/media/files/0123abcd/shiur.mp3',
      documentUrl: '/media/files/4567ef/sources.pdf',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      durationSeconds: 3725,
    };
    const uploaded = (await server.data(SAVE, { input: { ...validInput(), ...media } }, editor)).savePost;
    expect(uploaded).toMatchObject(media);
    const [stored] = await server.database.db.select().from(schema.posts).where(eq(schema.posts.id, Number(uploaded.id)));
    expect(stored).toMatchObject(media);
    expect((await server.data(READ, { id: uploaded.id }, editor)).studioPost).toMatchObject(media);
  });

  it('saves over the version it started from, and reports publishing and unpublishing', async () => {
    const created = (await server.data(SAVE, { input: validInput() }, editor)).savePost;
    const published = (
      await server.data(SAVE, { id: created.id, base: created.updatedAt, input: { ...validInput(), status: 'Published', title: 'Renamed' } }, editor)
    ).savePost;
    expect(published.title).toBe('Renamed');
    expect(published.publishedAt).not.toBeNull();
    expect(server.contentChanges.at(-1)).toEqual({ type: 'post', id: created.id, change: 'published' });

    const edited = (await server.data(SAVE, { id: created.id, base: published.updatedAt, input: { ...validInput(), status: 'Published', authorIds: [] } }, editor)).savePost;
    expect(edited.authorIds).toEqual([]);
    expect(edited.publishedAt).toBe(published.publishedAt);
    expect(server.contentChanges.at(-1)?.change).toBe('updated');

    const hidden = (await server.data(SAVE, { id: created.id, base: edited.updatedAt, input: { ...validInput(), status: 'Inactive' } }, editor)).savePost;
    expect(hidden.status).toBe('Inactive');
    expect(server.contentChanges.at(-1)?.change).toBe('unpublished');
  });

  it('answers CONFLICT to a save over a newer version, and writes nothing', async () => {
    const created = (await server.data(SAVE, { input: validInput() }, editor)).savePost;
    const first = (await server.data(SAVE, { id: created.id, base: created.updatedAt, input: { ...validInput(), title: 'First editor' } }, editor)).savePost;
    const second = await server.request({ query: SAVE, variables: { id: created.id, base: created.updatedAt, input: { ...validInput(), title: 'Second editor' } } }, editor);
    expect(second.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((second.body.errors?.[0]?.extensions as { updatedAt?: string }).updatedAt).toBe(first.updatedAt);
    expect((await server.data(READ, { id: created.id }, editor)).studioPost.title).toBe('First editor');
  });

  it('reports every invalid field at once, and writes nothing', async () => {
    const before = await server.database.db.$count(schema.posts);
    const errorsFor = async (input: object) => {
      const { body } = await server.request({ query: SAVE, variables: { input: { ...validInput(), ...input } } }, editor);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return Object.fromEntries(((body.errors?.[0]?.extensions as { fieldErrors: FieldErrors }).fieldErrors).map((e) => [e.field, e.message]));
    };
    expect(await errorsFor({ title: '  ', platform: 'Elsewhere', audioUrl: 'http://plain.example.org/a.mp3', status: 'Scheduled' })).toEqual({
      title: 'Give the post a title',
      platform: 'Choose one of the platforms',
      audioUrl: 'Give an https address or a path under /media/',
      status: 'Draft, Published or Inactive (scheduling is not available yet)',
    });
    expect(await errorsFor({ masechta: 'Berakhot', daf: 65 })).toEqual({ daf: 'Berachos has dafim 2 to 64' });
    // The reference is checked with the other fields, so the form shows every problem at once.
    expect(await errorsFor({ title: '', daf: 65 })).toEqual({ title: 'Give the post a title', daf: 'Berachos has dafim 2 to 64' });
    expect(await errorsFor({ videoUrl: '/media/../secrets' })).toEqual({ videoUrl: 'Give an https address or a path under /media/' });
    expect(await errorsFor({ documentUrl: 'ftp://files.example.org/notes.pdf', durationSeconds: -1 })).toEqual({
      documentUrl: 'Give an https address or a path under /media/',
      durationSeconds: 'Not below 0',
    });
    // GraphQL's Int already refuses fractions; a length in milliseconds is caught here.
    expect(await errorsFor({ durationSeconds: 3_725_000 })).toEqual({ durationSeconds: 'At most 30 days' });
    expect(await errorsFor({ masechta: 'Nowhere' })).toEqual({ masechta: 'Not a masechta of the Bavli' });
    expect(await errorsFor({ masechta: null, daf: 5, amud: null })).toEqual({ daf: 'Choose the masechta first' });
    expect(await errorsFor({ topics: ['Astrology'] })).toEqual({ topics: 'Not a topic of the site' });
    expect(await errorsFor({ seriesId: '999999' })).toEqual({ seriesId: 'No such series' });
    expect(await errorsFor({ authorIds: ['999999'] })).toEqual({ authorIds: 'No such author' });
    expect(await server.database.db.$count(schema.posts)).toBe(before);
    const unknown = await server.request({ query: SAVE, variables: { id: '999999', input: validInput() } }, editor);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
