import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { schema, type Actor, type Database, type NewsletterList, type Queryable } from '@openshiur/db';
import type { NewsletterListWrite } from '../args/newsletter-input';
import { invalidFields } from '../errors';
import { recordAudit } from './audit';
import { notFound } from './studio-records';

const { newsletterLists, newsletterSignups } = schema;

/** The lists the public form offers, in the admins' order. */
export function activeNewsletterLists(db: Queryable): Promise<NewsletterList[]> {
  return db
    .select()
    .from(newsletterLists)
    .where(isNull(newsletterLists.archivedAt))
    .orderBy(asc(newsletterLists.position), asc(newsletterLists.name));
}

/**
 * The ids among `ids` that are not active lists: the visitor's form was stale or forged. Checked
 * before anything is stored, and the same for every address, so it tells nothing about members.
 */
export async function unknownListIds(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const active = new Set((await activeNewsletterLists(db)).map((list) => list.id));
  return ids.filter((id) => !active.has(id));
}

export function checkListsExist(unknown: readonly string[]): void {
  if (unknown.length > 0) throw invalidFields([{ field: 'lists', message: `Not a newsletter list: ${unknown.join(', ')}` }]);
}

/** Who is sent a list's mail: confirmed, not unsubscribed, and on it. Shared by counts and the export. */
export function receivesList(listId: string) {
  return and(isNotNull(newsletterSignups.confirmedAt), isNull(newsletterSignups.unsubscribedAt), sql`${listId} = any(${newsletterSignups.lists})`);
}

export type StudioNewsletterListModel = NewsletterList & { memberCount: number };

// Table names written out, as in studio-tags.ts: a one-table select leaves its columns unqualified.
const memberCount = sql<number>`(select count(*)::int from newsletter_signups s
  where s.confirmed_at is not null and s.unsubscribed_at is null and newsletter_lists.id = any(s.lists))`.as('member_count');

/** Every list for the studio: active ones in form order, then archived ones. */
export function studioNewsletterLists(db: Queryable): Promise<StudioNewsletterListModel[]> {
  return db
    .select({
      id: newsletterLists.id,
      name: newsletterLists.name,
      description: newsletterLists.description,
      position: newsletterLists.position,
      archivedAt: newsletterLists.archivedAt,
      createdAt: newsletterLists.createdAt,
      updatedAt: newsletterLists.updatedAt,
      memberCount,
    })
    .from(newsletterLists)
    .orderBy(sql`${newsletterLists.archivedAt} is not null`, asc(newsletterLists.position), asc(newsletterLists.name));
}

async function studioListById(db: Queryable, id: string): Promise<StudioNewsletterListModel> {
  const list = (await studioNewsletterLists(db)).find((candidate) => candidate.id === id);
  if (!list) throw notFound('newsletter list');
  return list;
}

export async function createNewsletterList(db: Database, write: NewsletterListWrite, actor: Actor): Promise<StudioNewsletterListModel> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterLists)
      .values({ id: write.id, name: write.name, description: write.description, position: write.position, archivedAt: write.archived ? new Date() : null })
      .onConflictDoNothing({ target: newsletterLists.id })
      .returning({ id: newsletterLists.id });
    // Ids are in every member's row and in links: an existing one is never taken over.
    if (!created) throw invalidFields([{ field: 'id', message: `The id ${write.id} is taken` }]);
    await recordAudit(tx, { actor, action: 'newsletter-list.created', recordType: 'newsletter-list', recordId: write.id, details: { name: write.name } });
    return studioListById(tx, write.id);
  });
}

export async function updateNewsletterList(db: Database, id: string, write: NewsletterListWrite, actor: Actor): Promise<StudioNewsletterListModel> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(newsletterLists).where(eq(newsletterLists.id, id)).for('update');
    if (!current) throw notFound('newsletter list');
    // Archiving keeps the first archive time; restoring clears it.
    const archivedAt = write.archived ? (current.archivedAt ?? new Date()) : null;
    await tx
      .update(newsletterLists)
      .set({ name: write.name, description: write.description, position: write.position, archivedAt, updatedAt: new Date() })
      .where(eq(newsletterLists.id, id));
    const action = !current.archivedAt && archivedAt ? 'archived' : current.archivedAt && !archivedAt ? 'restored' : 'updated';
    await recordAudit(tx, { actor, action: `newsletter-list.${action}`, recordType: 'newsletter-list', recordId: id, details: { name: write.name } });
    return studioListById(tx, id);
  });
}
