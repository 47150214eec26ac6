import { desc, eq, or } from 'drizzle-orm';
import { schema, type Actor, type Database, type Page, type Queryable } from '@openshiur/db';
import type { ContentStatus } from '../args/fields';
import type { PageWrite } from '../args/page-input';
import { invalidFields } from '../errors';
import { recordAudit } from './audit';
import { publicationAction, publicationChange, type PublicationChange } from './publication';
import { checkVersion, containing, countOf, notFound, pageOffset, studioList, type StudioList } from './studio-records';
import { STUDIO_PAGE_SIZE } from './studio-posts';

const { pages } = schema;

export type StudioPageModel = Page;

export async function readStudioPage(db: Queryable, id: string): Promise<StudioPageModel | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  return row ?? null;
}

/** A page of content pages (words of the title or address), the most recently changed first. */
export async function listStudioPages(db: Database, search: string | null, page: number): Promise<StudioList<StudioPageModel>> {
  const where = or(containing(pages.title, search), containing(pages.id, search));
  const [items, total] = await Promise.all([
    db.select().from(pages).where(where).orderBy(desc(pages.updatedAt), desc(pages.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, pages, where),
  ]);
  return studioList(items, total, page);
}

/** Creates a page at its address (a field error when one is there already) or saves one. */
export async function writeStudioPage(
  db: Database,
  target: { id: string; baseUpdatedAt: Date | null } | null,
  write: PageWrite,
  actor: Actor,
): Promise<{ id: string; change: PublicationChange }> {
  return db.transaction(async (tx) => {
    const { title, body, status } = write;
    if (!target) {
      const id = write.address!;
      const [created] = await tx.insert(pages).values({ id, title, body, status }).onConflictDoNothing().returning({ id: pages.id });
      if (!created) throw invalidFields([{ field: 'address', message: `There is a page at /${id} already` }]);
      const change = publicationChange(null, status);
      await recordAudit(tx, { actor, action: publicationAction('page', change, status), recordType: 'page', recordId: id, details: { title } });
      return { id, change };
    }
    const [current] = await tx.select({ updatedAt: pages.updatedAt, status: pages.status }).from(pages).where(eq(pages.id, target.id)).for('update');
    checkVersion(current, target.baseUpdatedAt, 'page');
    await tx.update(pages).set({ title, body, status, updatedAt: new Date() }).where(eq(pages.id, target.id));
    const change = publicationChange(current!.status as ContentStatus, status);
    await recordAudit(tx, { actor, action: publicationAction('page', change, status), recordType: 'page', recordId: target.id, details: { title } });
    return { id: target.id, change };
  });
}

export async function deleteStudioPage(db: Database, id: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(pages).where(eq(pages.id, id)).returning({ title: pages.title });
    if (!deleted) throw notFound('page');
    await recordAudit(tx, { actor, action: 'page.deleted', recordType: 'page', recordId: id, details: { title: deleted.title } });
  });
}
