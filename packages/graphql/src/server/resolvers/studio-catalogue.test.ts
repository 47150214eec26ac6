import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { studioRequests } from './studio-test-requests';

const SERIES = 'id name slug description topics orderOption platform image postCount updatedAt';
const AUTHOR = 'id name plainName slug bio image postCount blogCount updatedAt';
const SAVE_SERIES = `mutation ($id: ID, $base: DateTime, $input: SeriesInput!) { saveSeries(id: $id, baseUpdatedAt: $base, input: $input) { ${SERIES} } }`;
const SAVE_AUTHOR = `mutation ($id: ID, $base: DateTime, $input: AuthorInput!) { saveAuthor(id: $id, baseUpdatedAt: $base, input: $input) { ${AUTHOR} } }`;
const SAVE_TAG = `mutation ($id: ID, $input: TagInput!) { saveTag(id: $id, input: $input) { id name slug postCount } }`;
const DELETE = (what: string) => `mutation ($id: ID!) { delete${what}(id: $id) }`;

describe.each(testDatabaseKinds())('series, authors and tags in the studio on %s', (kind) => {
  let server: TestGraphQLServer;
  let editor: { authorization: string };
  const { errorOf, fieldErrorsOf, auditOf } = studioRequests(() => ({ server, editor }));

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    editor = await server.bearer('catalogue-editor', { roles: ['editor'] });
  });
  afterAll(async () => server?.close());

  it('answers UNAUTHENTICATED and FORBIDDEN to every read and write of people without the role, writing nothing', async () => {
    const reader = await server.bearer('catalogue-reader');
    const before = await server.database.db.$count(schema.series);
    const calls: [string, object][] = [
      [SAVE_SERIES, { input: { name: 'Sample series' } }],
      [SAVE_AUTHOR, { input: { name: 'Sample author' } }],
      [SAVE_TAG, { input: { name: 'Sample tag' } }],
      [DELETE('Series'), { id: '1' }],
      [DELETE('Author'), { id: '1' }],
      [DELETE('Tag'), { id: '1' }],
      ['{ studioSeriesList { totalCount } }', {}],
      ['{ studioAuthor(id: "1") { id } }', {}],
      ['{ studioTags { totalCount } }', {}],
    ];
    for (const [query, variables] of calls) {
      expect((await errorOf(query, variables)).code).toBe('UNAUTHENTICATED');
      expect((await errorOf(query, variables, reader)).code).toBe('FORBIDDEN');
    }
    expect(await server.database.db.$count(schema.series)).toBe(before);
  });

  it('creates a series with a slug from its name, sanitized description and its audit entry; a second of that name gets -2', async () => {
    const input = {
      name: 'Sample Halacha Series',
      description: '<p>About <em>it</em></p><script>alert(1)</script>',
      topics: ['Halacha', 'Halacha'],
      orderOption: 'episode_number',
      platform: 'All Halacha',
      image: '/media/sample-series.jpg',
    };
    const first = (await server.data(SAVE_SERIES, { input }, editor)).saveSeries;
    expect(first).toMatchObject({
      name: 'Sample Halacha Series',
      slug: 'sample-halacha-series',
      description: '<p>About <em>it</em></p>',
      topics: ['Halacha'],
      platform: 'All Halacha',
      postCount: 0,
    });
    expect(server.contentChanges.at(-1)).toEqual({ type: 'series', id: first.id, change: 'created' });
    const second = (await server.data(SAVE_SERIES, { input: { name: 'Sample halacha series!' } }, editor)).saveSeries;
    expect(second).toMatchObject({ slug: 'sample-halacha-series-2', orderOption: 'episode_number', platform: null, topics: [] });
    expect(await auditOf('series', first.id)).toEqual(['series.created']);
    // Visitors' API has the text without the markup.
    expect((await server.data(`{ series(id: "${first.id}") { description } }`)).series.description).toBe('About it');
  });

  it('saves a series over the version it started from; an older version is a CONFLICT that writes nothing', async () => {
    const created = (await server.data(SAVE_SERIES, { input: { name: 'Sample series to rename' } }, editor)).saveSeries;
    const renamed = (await server.data(SAVE_SERIES, { id: created.id, base: created.updatedAt, input: { name: 'Sample renamed series' } }, editor)).saveSeries;
    expect(renamed).toMatchObject({ name: 'Sample renamed series', slug: 'sample-series-to-rename' });
    expect(server.contentChanges.at(-1)).toEqual({ type: 'series', id: created.id, change: 'updated' });
    const stale = await errorOf(SAVE_SERIES, { id: created.id, base: created.updatedAt, input: { name: 'Sample stale name' } }, editor);
    expect(stale).toMatchObject({ code: 'CONFLICT', updatedAt: renamed.updatedAt });
    expect((await server.data(`{ studioSeries(id: "${created.id}") { name } }`, {}, editor)).studioSeries.name).toBe('Sample renamed series');
    expect((await errorOf(SAVE_SERIES, { id: '999999', input: { name: 'Nowhere' } }, editor)).code).toBe('NOT_FOUND');
    expect(await auditOf('series', created.id)).toEqual(['series.created', 'series.updated']);
  });

  it('reports every invalid series field at once', async () => {
    expect(
      await fieldErrorsOf(SAVE_SERIES, {
        input: { name: ' ', topics: ['Astrology'], orderOption: 'alphabetical', platform: 'Elsewhere', image: 'http://images.example.org/a.jpg' },
      }),
    ).toEqual({
      name: 'Give the series a name',
      topics: 'Not a topic of the site',
      orderOption: 'Choose one of the orders',
      platform: 'Choose one of the platforms',
      image: 'Give an https address or a path under /media/',
    });
    expect(await fieldErrorsOf(SAVE_SERIES, { input: { name: 'x'.repeat(201) } })).toEqual({ name: 'At most 200 characters' });
  });

  it('refuses to delete a series posts are filed under, and deletes an empty one', async () => {
    const { db } = server.database;
    const [used] = await db.select({ id: schema.posts.seriesId }).from(schema.posts).where(eq(schema.posts.status, 'Published')).limit(1);
    const usedId = String(used!.id);
    const refused = await errorOf(DELETE('Series'), { id: usedId }, editor);
    expect(refused).toMatchObject({ code: 'CONFLICT', reason: 'IN_USE' });
    expect(refused.postCount).toBeGreaterThan(0);
    expect(await db.$count(schema.series, eq(schema.series.id, Number(usedId)))).toBe(1);

    const empty = (await server.data(SAVE_SERIES, { input: { name: 'Sample series to delete' } }, editor)).saveSeries;
    expect((await server.data(DELETE('Series'), { id: empty.id }, editor)).deleteSeries).toBe(empty.id);
    expect(server.contentChanges.at(-1)).toEqual({ type: 'series', id: empty.id, change: 'deleted' });
    expect(await auditOf('series', empty.id)).toEqual(['series.created', 'series.deleted']);
    expect((await errorOf(DELETE('Series'), { id: empty.id }, editor)).code).toBe('NOT_FOUND');
  });

  it('creates and saves authors: the name keeps inline markup only, the bio is sanitized, the slug never collides', async () => {
    const created = (
      await server.data(SAVE_AUTHOR, { input: { name: 'Rabbi <b>Sample</b> <a href="x">Teacher</a>', bio: '<p>Teaches <strong>daily</strong></p><img src=x onerror=alert(1)>', image: 'https://images.example.org/t.jpg' } }, editor)
    ).saveAuthor;
    expect(created).toMatchObject({ name: 'Rabbi <b>Sample</b> Teacher', plainName: 'Rabbi Sample Teacher', slug: 'rabbi-sample-teacher', bio: '<p>Teaches <strong>daily</strong></p><img src="x" />', postCount: 0, blogCount: 0 });
    const again = (await server.data(SAVE_AUTHOR, { input: { name: 'Rabbi Sample Teacher' } }, editor)).saveAuthor;
    expect(again.slug).toBe('rabbi-sample-teacher-2');
    expect(server.contentChanges.at(-1)).toEqual({ type: 'author', id: again.id, change: 'created' });
    const saved = (await server.data(SAVE_AUTHOR, { id: again.id, base: again.updatedAt, input: { name: 'Rabbi Sample Teacher II', bio: '' } }, editor)).saveAuthor;
    expect(saved).toMatchObject({ name: 'Rabbi Sample Teacher II', bio: null, slug: 'rabbi-sample-teacher-2' });
    expect((await errorOf(SAVE_AUTHOR, { id: again.id, base: again.updatedAt, input: { name: 'Late' } }, editor)).code).toBe('CONFLICT');
    expect(await fieldErrorsOf(SAVE_AUTHOR, { input: { name: '<script>x</script>', image: 'javascript:alert(1)' } })).toEqual({
      name: 'Give the author a name',
      image: 'Give an https address or a path under /media/',
    });
    expect(await auditOf('author', again.id)).toEqual(['author.created', 'author.updated']);
  });

  it('refuses to delete an author posts or blog entries credit, and deletes one nobody credits', async () => {
    const { db } = server.database;
    const [credited] = await db.select({ id: schema.postAuthors.authorId }).from(schema.postAuthors).limit(1);
    const refused = await errorOf(DELETE('Author'), { id: String(credited!.id) }, editor);
    expect(refused).toMatchObject({ code: 'CONFLICT', reason: 'IN_USE' });
    expect(refused.postCount).toBeGreaterThan(0);

    const loner = (await server.data(SAVE_AUTHOR, { input: { name: 'Sample blogger' } }, editor)).saveAuthor;
    const blog = (await server.data(`mutation ($input: BlogInput!) { saveBlog(input: $input) { id } }`, { input: { title: 'Sample entry', status: 'Draft', authorId: loner.id } }, editor)).saveBlog;
    expect(await errorOf(DELETE('Author'), { id: loner.id }, editor)).toMatchObject({ code: 'CONFLICT', postCount: 0, blogCount: 1 });
    await server.data(DELETE('Blog'), { id: blog.id }, editor);
    expect((await server.data(DELETE('Author'), { id: loner.id }, editor)).deleteAuthor).toBe(loner.id);
    expect(await db.$count(schema.authors, eq(schema.authors.id, Number(loner.id)))).toBe(0);
    expect(server.contentChanges.at(-1)).toEqual({ type: 'author', id: loner.id, change: 'deleted' });
  });

  it('creates, renames and deletes tags (taking them off their posts), and lists them by name, 25 a page', async () => {
    const { db } = server.database;
    const created = (await server.data(SAVE_TAG, { input: { name: 'Sample Tag' } }, editor)).saveTag;
    expect(created).toMatchObject({ name: 'Sample Tag', slug: 'sample-tag', postCount: 0 });
    expect((await server.data(SAVE_TAG, { input: { name: 'sample tag' } }, editor)).saveTag.slug).toBe('sample-tag-2');
    const renamed = (await server.data(SAVE_TAG, { id: created.id, input: { name: 'Sample renamed tag' } }, editor)).saveTag;
    expect(renamed).toMatchObject({ name: 'Sample renamed tag', slug: 'sample-tag' });
    expect(await fieldErrorsOf(SAVE_TAG, { input: { name: '' } })).toEqual({ name: 'Give the tag a name' });
    expect((await errorOf(SAVE_TAG, { id: '999999', input: { name: 'Nowhere' } }, editor)).code).toBe('NOT_FOUND');

    const [post] = await db.select({ id: schema.posts.id }).from(schema.posts).orderBy(desc(schema.posts.id)).limit(1);
    await db.insert(schema.postTags).values({ postId: post!.id, tagId: Number(created.id) });
    expect((await server.data(`{ studioTag(id: "${created.id}") { postCount } }`, {}, editor)).studioTag.postCount).toBe(1);
    expect((await server.data(DELETE('Tag'), { id: created.id }, editor)).deleteTag).toBe(created.id);
    expect(await db.$count(schema.postTags, eq(schema.postTags.tagId, Number(created.id)))).toBe(0);
    expect(await db.$count(schema.posts, eq(schema.posts.id, post!.id))).toBe(1);
    expect(await auditOf('tag', created.id)).toEqual(['tag.created', 'tag.updated', 'tag.deleted']);

    const total = await db.$count(schema.tags);
    const list = (await server.data('{ studioTags(page: 1) { totalCount pageCount pageSize items { name } } }', {}, editor)).studioTags;
    expect(list).toMatchObject({ totalCount: total, pageSize: 25, pageCount: Math.max(1, Math.ceil(total / 25)) });
    expect(list.items.length).toBe(Math.min(25, total));
    const found = (await server.data('{ studioTags(search: "SAMPLE TAG") { totalCount items { name } } }', {}, editor)).studioTags;
    expect(found.items.map((tag: { name: string }) => tag.name)).toEqual(['sample tag']);
    const bad = await errorOf('{ studioTags(page: 0) { totalCount } }', {}, editor);
    expect(bad.code).toBe('BAD_USER_INPUT');
  });

  it('lists series and authors by name with search and paging', async () => {
    const series = (await server.data('{ studioSeriesList(search: "sample") { totalCount items { name postCount } } }', {}, editor)).studioSeriesList;
    expect(series.totalCount).toBeGreaterThanOrEqual(2);
    for (const item of series.items) expect(item.name.toLowerCase()).toContain('sample');
    const authors = (await server.data('{ studioAuthors(page: 1) { totalCount page pageCount items { name postCount } } }', {}, editor)).studioAuthors;
    expect(authors.items.length).toBe(Math.min(25, authors.totalCount));
    const names = authors.items.map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
