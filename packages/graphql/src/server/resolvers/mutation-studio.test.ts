import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { publishScheduledPost } from '../queries/publishing';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';

const FIELDS = 'id title status platform mediaType language body audioUrl videoUrl documentUrl durationSeconds seriesId authorIds topics masechta daf amud scheduledFor updatedAt publishedAt';
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
    expect(await errorsFor({ title: '  ', platform: 'Elsewhere', audioUrl: 'http://plain.example.org/a.mp3' })).toEqual({
      title: 'Give the post a title',
      platform: 'Choose one of the platforms',
      audioUrl: 'Give an https address or a path under /media/',
    });
    expect(await errorsFor({ status: 'Scheduled' })).toEqual({ scheduledFor: 'Give the time to publish it' });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    expect(await errorsFor({ status: 'Scheduled', scheduledFor: yesterday })).toEqual({
      scheduledFor: 'That time has passed: choose a later one, or publish now',
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

  it('schedules a post: its publishing job is stored with it, and the job publishes it once, at its time', async () => {
    const { db } = server.database;
    const inAnHour = new Date(Date.now() + 3_600_000);
    const scheduled = (await server.data(SAVE, { input: { ...validInput(), status: 'Scheduled', scheduledFor: inAnHour.toISOString() } }, editor)).savePost;
    expect(scheduled).toMatchObject({ status: 'Scheduled', scheduledFor: inAnHour.toISOString(), publishedAt: null });
    const jobRows = () => db.select().from(schema.jobs).where(eq(schema.jobs.key, `publish-post:${scheduled.id}`));
    expect(await jobRows()).toMatchObject([{ kind: 'publish-post', state: 'pending', payload: { postId: Number(scheduled.id) }, runAt: inAnHour }]);
    // Not before its time.
    expect(await publishScheduledPost(db, Number(scheduled.id))).toBe(false);
    // Moved earlier by a second save: the one job moves with it.
    const soon = new Date(Date.now() - 30_000);
    await db.update(schema.posts).set({ scheduledFor: soon }).where(eq(schema.posts.id, Number(scheduled.id)));
    expect(await publishScheduledPost(db, Number(scheduled.id))).toBe(true);
    expect(await publishScheduledPost(db, Number(scheduled.id))).toBe(false);
    const published = (await server.data(READ, { id: scheduled.id }, editor)).studioPost;
    expect(published).toMatchObject({ status: 'Published', scheduledFor: null, publishedAt: soon.toISOString() });
    const events = await db.select().from(schema.postEvents).where(eq(schema.postEvents.postId, Number(scheduled.id)));
    expect(events).toMatchObject([{ kind: 'published', handledAt: null }]);
    const audit = await db.select().from(schema.auditLog).where(eq(schema.auditLog.recordId, scheduled.id)).orderBy(asc(schema.auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual(['post.created', 'post.published']);
    expect(audit[1]!.actor.name).toBe('Scheduled publishing');
  });

  it('records "published" once per going live, in the same write', async () => {
    const { db } = server.database;
    const created = (await server.data(SAVE, { input: { ...validInput(), status: 'Published' } }, editor)).savePost;
    const edited = (await server.data(SAVE, { id: created.id, base: created.updatedAt, input: { ...validInput(), status: 'Published', title: 'Edited' } }, editor)).savePost;
    const hidden = (await server.data(SAVE, { id: created.id, base: edited.updatedAt, input: { ...validInput(), status: 'Inactive' } }, editor)).savePost;
    await server.data(SAVE, { id: created.id, base: hidden.updatedAt, input: { ...validInput(), status: 'Published' } }, editor);
    const events = await db.select().from(schema.postEvents).where(eq(schema.postEvents.postId, Number(created.id)));
    expect(events).toHaveLength(2);
  });

  it('keeps every saved version: who, when, what changed; and an old version can be read back to restore', async () => {
    const REVISIONS = `query ($id: ID!) { studioPost(id: $id) { revisions { revision savedBy changedFields savedAt } } }`;
    const REVISION = `query ($id: ID!, $revision: Int!) { studioPostRevision(id: $id, revision: $revision) { revision savedBy changedFields post { ${FIELDS} } } }`;
    const created = (await server.data(SAVE, { input: validInput() }, editor)).savePost;
    const renamed = (await server.data(SAVE, { id: created.id, base: created.updatedAt, input: { ...validInput(), title: 'A new title', daf: 6 } }, editor)).savePost;
    const { revisions } = (await server.data(REVISIONS, { id: created.id }, editor)).studioPost;
    expect(revisions.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(revisions[0]).toMatchObject({ savedBy: 'Test User', changedFields: ['title', 'daf'] });
    expect(revisions[1].changedFields).toEqual(expect.arrayContaining(['title', 'body', 'masechta', 'authorIds']));
    const first = (await server.data(REVISION, { id: created.id, revision: 1 }, editor)).studioPostRevision;
    expect(first.post).toMatchObject({ title: 'Sample shiur: Berachos 5a in depth', daf: 5, updatedAt: renamed.updatedAt });
    // Saving the old version back restores it as a third revision.
    const { id: _id, updatedAt, publishedAt: _p, scheduledFor: _s, ...fields } = first.post;
    const restored = (await server.data(SAVE, { id: created.id, base: updatedAt, input: fields }, editor)).savePost;
    expect(restored).toMatchObject({ title: 'Sample shiur: Berachos 5a in depth', daf: 5 });
    const after = (await server.data(REVISIONS, { id: created.id }, editor)).studioPost.revisions;
    expect(after[0]).toMatchObject({ revision: 3, changedFields: ['title', 'daf'] });
    expect((await server.data(REVISION, { id: created.id, revision: 9 }, editor)).studioPostRevision).toBeNull();
    const reader = await server.request({ query: REVISION, variables: { id: created.id, revision: 1 } }, await server.bearer('studio-reader'));
    expect(reader.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps the version a post had before its first save in the studio (seeded or imported posts)', async () => {
    const { db } = server.database;
    const [seeded] = await db.select().from(schema.posts).orderBy(asc(schema.posts.id)).limit(1);
    const current = (await server.data(READ, { id: String(seeded!.id) }, editor)).studioPost;
    await server.data(SAVE, { id: current.id, base: current.updatedAt, input: { ...validInput(), title: 'Rewritten in the studio' } }, editor);
    const REVISION = `query ($id: ID!) { studioPostRevision(id: $id, revision: 1) { savedBy post { title } } }`;
    const original = (await server.data(REVISION, { id: current.id }, editor)).studioPostRevision;
    expect(original).toEqual({ savedBy: 'Before the studio kept history', post: { title: seeded!.title } });
  });

  it('files a post under every kind of learning reference, in canonical spelling, and reports the ones that do not exist', async () => {
    const REFS = 'episodeNumber yerushalmiMasechta yerushalmiDaf mishnaMasechta perek mishnah parsha nachBook nachChapter rambamBook rambamChapter kitzurSiman mitzvah holidays';
    const SAVE_REFS = `mutation ($input: PostInput!) { savePost(input: $input) { id ${REFS} } }`;
    const references = {
      episodeNumber: 7,
      yerushalmiMasechta: 'Sanhedrin',
      yerushalmiDaf: 33,
      mishnaMasechta: 'Berakhot',
      perek: 2,
      mishnah: 3,
      parsha: 'Bereishit',
      nachBook: 'Tehillim',
      nachChapter: 23,
      rambamBook: 'Sabbath',
      rambamChapter: 5,
      kitzurSiman: 72,
      mitzvah: 40,
      holidays: ['Pesach', 'Pesach'],
    };
    const { savePost } = await server.data(SAVE_REFS, { input: { ...validInput(), ...references, status: 'Published' } }, editor);
    expect(savePost).toMatchObject({ perek: 2, mishnah: 3, nachChapter: 23, rambamBook: 'Sabbath', rambamChapter: 5, kitzurSiman: 72, mitzvah: 40, holidays: ['Pesach'] });
    expect(savePost.mishnaMasechta).toMatch(/^Ber/);
    expect(savePost.nachBook).toBe('Psalms');
    expect(savePost).toMatchObject({ yerushalmiMasechta: 'Sanhedrin', yerushalmiDaf: 33, episodeNumber: 7 });
    // The Yerushalmi Yomi unit's filter finds it.
    const LIST = '{ posts(filter: { yerushalmiMasechta: "sanhedrin", yerushalmiDaf: 33 }) { edges { node { id } } } }';
    const listed = (await server.data(LIST, {})).posts.edges.map((edge: { node: { id: string } }) => edge.node.id);
    expect(listed).toEqual([savePost.id]);
    expect(savePost.parsha).toMatch(/^Bere/);

    const { body } = await server.request(
      { query: SAVE_REFS, variables: { input: { ...validInput(), yerushalmiMasechta: 'Makkot', yerushalmiDaf: 10, mishnaMasechta: 'Berakhot', perek: 40, nachBook: 'Nowhere', rambamBook: 'Sabbath', rambamChapter: 99, kitzurSiman: 300, nachChapter: null } } },
      editor,
    );
    const fieldErrors = Object.fromEntries(((body.errors?.[0]?.extensions as { fieldErrors: FieldErrors }).fieldErrors).map((e) => [e.field, e.message]));
    expect(fieldErrors).toMatchObject({
      perek: expect.stringMatching(/has perakim 1 to 9$/),
      nachBook: 'Not a book of Nach',
      rambamChapter: expect.stringMatching(/^Sabbath has chapters 1 to \d+$/),
      kitzurSiman: 'From 1 to 221',
      yerushalmiDaf: expect.stringMatching(/has dafim 1 to 9$/),
    });
    const episode = await server.request({ query: SAVE_REFS, variables: { input: { ...validInput(), episodeNumber: -1 } } }, editor);
    expect((episode.body.errors?.[0]?.extensions as { fieldErrors?: FieldErrors }).fieldErrors).toEqual([{ field: 'episodeNumber', message: 'Not below 0' }]);
    const holiday = await server.request({ query: SAVE_REFS, variables: { input: { ...validInput(), holidays: ['Groundhog Day'] } } }, editor);
    expect((holiday.body.errors?.[0]?.extensions as { fieldErrors?: FieldErrors }).fieldErrors).toEqual([{ field: 'holidays', message: 'Not a holiday of the site' }]);
  });
});
