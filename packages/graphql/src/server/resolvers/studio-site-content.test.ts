import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { schema } from '@openshiur/db';
import { testDatabaseKinds } from '@openshiur/db/testing';
import { startTestGraphQLServer, type TestGraphQLServer } from '../test-server';
import { studioRequests } from './studio-test-requests';

const EVENT = 'id title slug description location startsAt endsAt url image updatedAt';
const BLOG = 'id title slug body excerpt authorId author { id name } status publishedAt updatedAt';
const PAGE = 'id title body status updatedAt';
const SAVE_EVENT = `mutation ($id: ID, $base: DateTime, $input: EventInput!) { saveEvent(id: $id, baseUpdatedAt: $base, input: $input) { ${EVENT} } }`;
const SAVE_BLOG = `mutation ($id: ID, $base: DateTime, $input: BlogInput!) { saveBlog(id: $id, baseUpdatedAt: $base, input: $input) { ${BLOG} } }`;
const SAVE_PAGE = `mutation ($id: ID, $base: DateTime, $input: PageInput!) { savePage(id: $id, baseUpdatedAt: $base, input: $input) { ${PAGE} } }`;
const DELETE = (what: string) => `mutation ($id: ID!) { delete${what}(id: $id) }`;

describe.each(testDatabaseKinds())('events, blog entries, pages and deleting posts in the studio on %s', (kind) => {
  let server: TestGraphQLServer;
  let editor: { authorization: string };
  const { errorOf, fieldErrorsOf, auditOf } = studioRequests(() => ({ server, editor }));
  const inADay = new Date(Date.now() + 86_400_000);
  const inADayAndTwoHours = new Date(inADay.getTime() + 7_200_000);

  beforeAll(async () => {
    server = await startTestGraphQLServer(kind);
    editor = await server.bearer('content-editor', { roles: ['editor'] });
  });
  afterAll(async () => server?.close());

  it('answers UNAUTHENTICATED and FORBIDDEN to people without the role, writing nothing', async () => {
    const reader = await server.bearer('content-reader');
    const before = await server.database.db.$count(schema.events);
    const calls: [string, object][] = [
      [SAVE_EVENT, { input: { title: 'Sample event', startsAt: inADay.toISOString() } }],
      [SAVE_BLOG, { input: { title: 'Sample entry', status: 'Draft' } }],
      [SAVE_PAGE, { input: { address: 'sample', title: 'Sample', status: 'Draft' } }],
      [DELETE('Event'), { id: '1' }],
      [DELETE('Blog'), { id: '1' }],
      [DELETE('Page'), { id: 'about' }],
      [DELETE('Post'), { id: '1' }],
      ['{ studioEvents { totalCount } }', {}],
      ['{ studioBlog(id: "1") { id } }', {}],
      ['{ studioPages { totalCount } }', {}],
    ];
    for (const [query, variables] of calls) {
      expect((await errorOf(query, variables)).code).toBe('UNAUTHENTICATED');
      expect((await errorOf(query, variables, reader)).code).toBe('FORBIDDEN');
    }
    expect(await server.database.db.$count(schema.events)).toBe(before);
    expect(await server.database.db.$count(schema.pages, eq(schema.pages.id, 'about'))).toBe(1);
  });

  it('creates, saves and deletes an event; it must end after it starts; an older version is a CONFLICT', async () => {
    const input = { title: 'Sample Siyum Evening', description: 'Plain words', location: 'Sample Hall', startsAt: inADay.toISOString(), endsAt: inADayAndTwoHours.toISOString(), url: 'https://events.example.org/siyum' };
    const created = (await server.data(SAVE_EVENT, { input }, editor)).saveEvent;
    expect(created).toMatchObject({ ...input, slug: 'sample-siyum-evening', image: null });
    expect((await server.data(SAVE_EVENT, { input }, editor)).saveEvent.slug).toBe('sample-siyum-evening-2');
    expect(server.contentChanges.at(-1)?.change).toBe('created');
    const moved = (await server.data(SAVE_EVENT, { id: created.id, base: created.updatedAt, input: { ...input, location: 'Another hall', endsAt: null } }, editor)).saveEvent;
    expect(moved).toMatchObject({ location: 'Another hall', endsAt: null, slug: 'sample-siyum-evening' });
    expect(server.contentChanges.at(-1)).toEqual({ type: 'event', id: created.id, change: 'updated' });
    expect(await errorOf(SAVE_EVENT, { id: created.id, base: created.updatedAt, input }, editor)).toMatchObject({ code: 'CONFLICT', updatedAt: moved.updatedAt });
    expect(await fieldErrorsOf(SAVE_EVENT, { input: { ...input, title: '', endsAt: input.startsAt, url: 'ftp://files.example.org' } })).toEqual({
      title: 'Give the event a title',
      endsAt: 'It must end after it starts',
      url: 'Give an https address',
    });
    expect((await server.data(DELETE('Event'), { id: created.id }, editor)).deleteEvent).toBe(created.id);
    expect(await auditOf('event', created.id)).toEqual(['event.created', 'event.updated', 'event.deleted']);
    expect((await errorOf(DELETE('Event'), { id: created.id }, editor)).code).toBe('NOT_FOUND');
    const listed = (await server.data('{ studioEvents(search: "siyum evening") { totalCount items { title } } }', {}, editor)).studioEvents;
    expect(listed.totalCount).toBe(1);
  });

  it('writes blog entries: its author must exist, publishing sets the time once and is reported', async () => {
    const [author] = await server.database.db.select().from(schema.authors).orderBy(asc(schema.authors.id)).limit(1);
    const draft = (await server.data(SAVE_BLOG, { input: { title: 'Sample Thoughts', body: '<p>Hi</p><script>x</script>', excerpt: 'Short', authorId: String(author!.id), status: 'Draft' } }, editor)).saveBlog;
    expect(draft).toMatchObject({ slug: 'sample-thoughts', body: '<p>Hi</p>', status: 'Draft', publishedAt: null, authorId: String(author!.id), author: { id: String(author!.id) } });
    expect(server.contentChanges.at(-1)).toEqual({ type: 'blog', id: draft.id, change: 'created' });
    const published = (await server.data(SAVE_BLOG, { id: draft.id, base: draft.updatedAt, input: { title: 'Sample Thoughts', status: 'Published' } }, editor)).saveBlog;
    expect(published.publishedAt).not.toBeNull();
    expect(published.author).toBeNull();
    expect(server.contentChanges.at(-1)).toEqual({ type: 'blog', id: draft.id, change: 'published' });
    const hidden = (await server.data(SAVE_BLOG, { id: draft.id, base: published.updatedAt, input: { title: 'Sample Thoughts', status: 'Inactive' } }, editor)).saveBlog;
    expect(hidden.publishedAt).toBe(published.publishedAt);
    expect(server.contentChanges.at(-1)?.change).toBe('unpublished');
    expect((await errorOf(SAVE_BLOG, { id: draft.id, base: draft.updatedAt, input: { title: 'Late', status: 'Draft' } }, editor)).code).toBe('CONFLICT');
    expect(await fieldErrorsOf(SAVE_BLOG, { input: { title: ' ', status: 'Draft', excerpt: 'x'.repeat(501) } })).toEqual({
      title: 'Give the entry a title',
      excerpt: 'At most 500 characters',
    });
    expect(await fieldErrorsOf(SAVE_BLOG, { input: { title: 'Orphan', status: 'Draft', authorId: '999999' } })).toEqual({ authorId: 'No such author' });
    await server.data(DELETE('Blog'), { id: draft.id }, editor);
    expect(await auditOf('blog', draft.id)).toEqual(['blog.created', 'blog.published', 'blog.unpublished', 'blog.deleted']);
    // Published at once: shown to visitors.
    const live = (await server.data(SAVE_BLOG, { input: { title: 'Sample live entry', status: 'Published' } }, editor)).saveBlog;
    expect((await server.data(`{ blog(id: "${live.id}") { title } }`)).blog.title).toBe('Sample live entry');
    expect(await auditOf('blog', live.id)).toEqual(['blog.published']);
  });

  it('edits a content page at its address, creates one at a free address, and deletes it', async () => {
    const about = (await server.data('{ studioPage(id: "about") { id title body status updatedAt } }', {}, editor)).studioPage;
    const saved = (await server.data(SAVE_PAGE, { id: 'about', base: about.updatedAt, input: { title: 'About the sample site', body: '<h2>Who</h2><p>We</p>', status: 'Published' } }, editor)).savePage;
    expect(saved).toMatchObject({ id: 'about', title: 'About the sample site', body: '<h2>Who</h2><p>We</p>' });
    expect(server.contentChanges.at(-1)).toEqual({ type: 'page', id: 'about', change: 'updated' });
    expect((await server.data('{ page(id: "about") { title } }')).page.title).toBe('About the sample site');
    expect((await errorOf(SAVE_PAGE, { id: 'about', base: about.updatedAt, input: { title: 'Late', status: 'Published' } }, editor)).code).toBe('CONFLICT');
    expect(await fieldErrorsOf(SAVE_PAGE, { id: 'about', input: { address: 'about-us', title: 'About', status: 'Published' } })).toEqual({
      address: 'A page keeps its address: links point at it',
    });

    expect(await fieldErrorsOf(SAVE_PAGE, { input: { title: 'No address', status: 'Draft' } })).toEqual({ address: 'Give the page an address, like about' });
    expect(await fieldErrorsOf(SAVE_PAGE, { input: { address: 'Bad Address', title: '', status: 'Draft' } })).toEqual({
      address: 'Lowercase letters, digits and single hyphens, like about or privacy-policy',
      title: 'Give the page a title',
    });
    expect(await fieldErrorsOf(SAVE_PAGE, { input: { address: 'privacy-policy', title: 'Again', status: 'Draft' } })).toEqual({
      address: 'There is a page at /privacy-policy already',
    });
    const created = (await server.data(SAVE_PAGE, { input: { address: 'sample-guide', title: 'Sample guide', status: 'Draft' } }, editor)).savePage;
    expect(created).toMatchObject({ id: 'sample-guide', status: 'Draft', body: '' });
    expect((await server.data('{ page(id: "sample-guide") { title } }')).page).toBeNull();
    const list = (await server.data('{ studioPages(search: "guide") { totalCount items { id } } }', {}, editor)).studioPages;
    expect(list.items.map((page: { id: string }) => page.id)).toContain('sample-guide');
    expect((await server.data(DELETE('Page'), { id: 'sample-guide' }, editor)).deletePage).toBe('sample-guide');
    expect(server.contentChanges.at(-1)).toEqual({ type: 'page', id: 'sample-guide', change: 'deleted' });
    expect(await auditOf('page', 'sample-guide')).toEqual(['page.created', 'page.deleted']);
    expect(await auditOf('page', 'about')).toEqual(['page.updated']);
  });

  it('deletes a post with its credits and history, keeping its title in the audit log', async () => {
    const { db } = server.database;
    const [credit] = await db.select({ postId: schema.postAuthors.postId }).from(schema.postAuthors).limit(1);
    const id = String(credit!.postId);
    const [post] = await db.select({ title: schema.posts.title }).from(schema.posts).where(eq(schema.posts.id, credit!.postId));
    expect((await server.data(DELETE('Post'), { id }, editor)).deletePost).toBe(id);
    expect(await db.$count(schema.posts, eq(schema.posts.id, Number(id)))).toBe(0);
    expect(await db.$count(schema.postAuthors, eq(schema.postAuthors.postId, Number(id)))).toBe(0);
    expect(server.contentChanges.at(-1)).toEqual({ type: 'post', id, change: 'deleted' });
    const [entry] = await db.select().from(schema.auditLog).where(eq(schema.auditLog.recordId, id));
    expect(entry).toMatchObject({ action: 'post.deleted', recordType: 'post', details: { title: post!.title } });
    expect((await errorOf(DELETE('Post'), { id }, editor)).code).toBe('NOT_FOUND');
  });
});
