import { desc, eq } from 'drizzle-orm';
import { schema, type Actor, type CalendarEvent, type Database, type Queryable } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';
import type { EventWrite } from '../args/event-input';
import { recordAudit } from './audit';
import { promoteWaitingList } from './event-signups';
import { checkVersion, containing, countOf, notFound, pageOffset, studioList, uniqueSlug, type StudioList } from './studio-records';
import { STUDIO_PAGE_SIZE } from './studio-posts';

const { events } = schema;

export type StudioEventModel = CalendarEvent;

export async function readStudioEvent(db: Queryable, id: number): Promise<StudioEventModel | null> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

/** A page of events, the latest start first (the coming ones lead, then the past). */
export async function listStudioEvents(db: Database, search: string | null, page: number): Promise<StudioList<StudioEventModel>> {
  const where = containing(events.title, search);
  const [items, total] = await Promise.all([
    db.select().from(events).where(where).orderBy(desc(events.startsAt), desc(events.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, events, where),
  ]);
  return studioList(items, total, page);
}

/** Creates or saves an event with its audit entry; a save checks the version it started from. */
export async function writeStudioEvent(
  db: Database,
  target: { id: number; baseUpdatedAt: Date | null } | null,
  write: EventWrite,
  actor: Actor,
): Promise<{ id: number; change: 'created' | 'updated' | 'published' | 'unpublished'; promoted: number }> {
  return db.transaction(async (tx) => {
    const details = { title: write.title };
    if (!target) {
      const slug = await uniqueSlug(tx, events, events.slug, slugify(write.title), 'event');
      const [created] = await tx.insert(events).values({ ...write, slug }).returning({ id: events.id });
      await recordAudit(tx, { actor, action: 'event.created', recordType: 'event', recordId: created!.id, details });
      return { id: created!.id, change: 'created' as const, promoted: 0 };
    }
    // The lock also keeps sign-ups out while the capacity changes (see event-signups.ts).
    const [current] = await tx.select({ updatedAt: events.updatedAt, status: events.status }).from(events).where(eq(events.id, target.id)).for('update');
    checkVersion(current, target.baseUpdatedAt, 'event');
    const [saved] = await tx.update(events).set({ ...write, updatedAt: new Date() }).where(eq(events.id, target.id)).returning();
    await recordAudit(tx, { actor, action: 'event.updated', recordType: 'event', recordId: target.id, details });
    // A raised capacity (or none any more) makes room for the waiting list at once.
    const promoted = await promoteWaitingList(tx, saved!);
    const wasPublic = current!.status === 'Published';
    const isPublic = saved!.status === 'Published';
    // Going public or private moves the event in or out of the lists, which an edit does not.
    const change = wasPublic === isPublic ? ('updated' as const) : isPublic ? ('published' as const) : ('unpublished' as const);
    return { id: target.id, change, promoted };
  });
}

export async function deleteStudioEvent(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(events).where(eq(events.id, id)).returning({ title: events.title });
    if (!deleted) throw notFound('event');
    await recordAudit(tx, { actor, action: 'event.deleted', recordType: 'event', recordId: id, details: { title: deleted.title } });
  });
}
