import { asc, eq, sql } from 'drizzle-orm';
import { authorColumns, schema, type Actor, type AuthorRow, type Database, type Queryable } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';
import type { AuthorWrite } from '../args/author-input';
import { stripMarkup } from '../sanitize';
import { recordAudit } from './audit';
import { checkVersion, containing, countOf, inUse, notFound, pageOffset, studioList, uniqueSlug, type StudioList } from './studio-records';
import { STUDIO_PAGE_SIZE } from './studio-posts';

const { authors, postAuthors, blogs } = schema;

/** An author as the studio shows them: the row and what still credits them (any status). */
export type StudioAuthorModel = AuthorRow & { postCount: number; blogCount: number };

// Table names written out: Drizzle leaves a one-table select's columns unqualified, so an
// interpolated column would bind to the subquery's own table.
const postCount = sql<number>`(select count(*)::int from post_authors where post_authors.author_id = authors.id)`.as('post_count');
const blogCount = sql<number>`(select count(*)::int from blogs where blogs.author_id = authors.id)`.as('blog_count');
const columns = { ...authorColumns, postCount, blogCount };

export async function readStudioAuthor(db: Queryable, id: number): Promise<StudioAuthorModel | null> {
  const [row] = await db.select(columns).from(authors).where(eq(authors.id, id));
  return row ?? null;
}

/** A page of authors by name. */
export async function listStudioAuthors(db: Database, search: string | null, page: number): Promise<StudioList<StudioAuthorModel>> {
  const where = containing(authors.name, search);
  const [items, total] = await Promise.all([
    db.select(columns).from(authors).where(where).orderBy(asc(authors.name), asc(authors.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, authors, where),
  ]);
  return studioList(items, total, page);
}

/** Creates or saves an author with the audit entry; a save checks the version it started from. */
export async function writeStudioAuthor(
  db: Database,
  target: { id: number; baseUpdatedAt: Date | null } | null,
  write: AuthorWrite,
  actor: Actor,
): Promise<{ id: number; change: 'created' | 'updated' }> {
  return db.transaction(async (tx) => {
    const values = { ...write, searchKeys: null };
    const details = { name: stripMarkup(write.name) };
    if (!target) {
      const slug = await uniqueSlug(tx, authors, authors.slug, slugify(stripMarkup(write.name)), 'author');
      const [created] = await tx.insert(authors).values({ ...values, slug }).returning({ id: authors.id });
      await recordAudit(tx, { actor, action: 'author.created', recordType: 'author', recordId: created!.id, details });
      return { id: created!.id, change: 'created' as const };
    }
    const [current] = await tx.select({ updatedAt: authors.updatedAt }).from(authors).where(eq(authors.id, target.id)).for('update');
    checkVersion(current, target.baseUpdatedAt, 'author');
    await tx.update(authors).set({ ...values, updatedAt: new Date() }).where(eq(authors.id, target.id));
    await recordAudit(tx, { actor, action: 'author.updated', recordType: 'author', recordId: target.id, details });
    return { id: target.id, change: 'updated' as const };
  });
}

/**
 * Deletes an author no post credits and no blog entry names: deleting would silently drop the
 * credits (post_authors cascades) and the entries' byline (set null), so the editor re-credits first.
 */
export async function deleteStudioAuthor(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ name: authors.name }).from(authors).where(eq(authors.id, id)).for('update');
    if (!current) throw notFound('author');
    const [posts, entries] = await Promise.all([countOf(tx, postAuthors, eq(postAuthors.authorId, id)), countOf(tx, blogs, eq(blogs.authorId, id))]);
    if (posts + entries > 0) {
      const uses = [posts ? `${posts} ${posts === 1 ? 'post' : 'posts'}` : '', entries ? `${entries} blog ${entries === 1 ? 'entry' : 'entries'}` : ''];
      throw inUse(`${uses.filter(Boolean).join(' and ')} credit this author: credit someone else first`, { postCount: posts, blogCount: entries });
    }
    await tx.delete(authors).where(eq(authors.id, id));
    await recordAudit(tx, { actor, action: 'author.deleted', recordType: 'author', recordId: id, details: { name: stripMarkup(current.name) } });
  });
}
