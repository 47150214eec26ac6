import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { schema, type Actor, type Blog, type Database, type Queryable } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';
import type { BlogWrite } from '../args/blog-input';
import type { ContentStatus } from '../args/fields';
import { invalidFields } from '../errors';
import { recordAudit } from './audit';
import { publicationAction, publicationChange, type PublicationChange } from './publication';
import { checkVersion, containing, countOf, notFound, pageOffset, studioList, uniqueSlug, type StudioList } from './studio-records';
import { STUDIO_PAGE_SIZE } from './studio-posts';

const { blogs, authors } = schema;

/** A blog entry in any status, with its author's name (as stored, markup and all) for the list. */
export type StudioBlogModel = Blog & { authorName: string | null };

// Table names written out: Drizzle leaves a one-table select's columns unqualified, so an
// interpolated column would bind to the subquery's own table.
const authorName = sql<string | null>`(select authors.name from authors where authors.id = blogs.author_id)`.as('author_name');
const columns = { ...getTableColumns(blogs), authorName };

export async function readStudioBlog(db: Queryable, id: number): Promise<StudioBlogModel | null> {
  const [row] = await db.select(columns).from(blogs).where(eq(blogs.id, id));
  return row ?? null;
}

/** A page of blog entries, the most recently changed first. */
export async function listStudioBlogs(db: Database, search: string | null, page: number): Promise<StudioList<StudioBlogModel>> {
  const where = containing(blogs.title, search);
  const [items, total] = await Promise.all([
    db.select(columns).from(blogs).where(where).orderBy(desc(blogs.updatedAt), desc(blogs.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, blogs, where),
  ]);
  return studioList(items, total, page);
}

/**
 * Creates or saves a blog entry with its audit entry. Its author must exist; the first save as
 * Published sets the published time, which later saves keep.
 */
export async function writeStudioBlog(
  db: Database,
  target: { id: number; baseUpdatedAt: Date | null } | null,
  write: BlogWrite,
  actor: Actor,
): Promise<{ id: number; change: PublicationChange }> {
  return db.transaction(async (tx) => {
    if (write.authorId !== null) {
      const [author] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, write.authorId));
      if (!author) throw invalidFields([{ field: 'authorId', message: 'No such author' }]);
    }
    const now = new Date();
    const details = { title: write.title };
    if (!target) {
      const slug = await uniqueSlug(tx, blogs, blogs.slug, slugify(write.title), 'entry');
      const publishedAt = write.status === 'Published' ? now : null;
      const [created] = await tx.insert(blogs).values({ ...write, slug, publishedAt }).returning({ id: blogs.id });
      const change = publicationChange(null, write.status);
      await recordAudit(tx, { actor, action: publicationAction('blog', change, write.status), recordType: 'blog', recordId: created!.id, details });
      return { id: created!.id, change };
    }
    const [current] = await tx
      .select({ updatedAt: blogs.updatedAt, status: blogs.status, publishedAt: blogs.publishedAt })
      .from(blogs)
      .where(eq(blogs.id, target.id))
      .for('update');
    checkVersion(current, target.baseUpdatedAt, 'blog entry');
    const publishedAt = current!.publishedAt ?? (write.status === 'Published' ? now : null);
    await tx.update(blogs).set({ ...write, publishedAt, updatedAt: now }).where(eq(blogs.id, target.id));
    const change = publicationChange(current!.status as ContentStatus, write.status);
    await recordAudit(tx, { actor, action: publicationAction('blog', change, write.status), recordType: 'blog', recordId: target.id, details });
    return { id: target.id, change };
  });
}

export async function deleteStudioBlog(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogs).where(eq(blogs.id, id)).returning({ title: blogs.title });
    if (!deleted) throw notFound('blog entry');
    await recordAudit(tx, { actor, action: 'blog.deleted', recordType: 'blog', recordId: id, details: { title: deleted.title } });
  });
}
