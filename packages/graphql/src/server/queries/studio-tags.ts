import { asc, eq, sql } from 'drizzle-orm';
import { schema, type Actor, type Database, type Queryable, type Tag } from '@openshiur/db';
import { slugify } from '@openshiur/reference-data';
import type { TagWrite } from '../args/tag-input';
import { recordAudit } from './audit';
import { containing, countOf, notFound, pageOffset, studioList, uniqueSlug, type StudioList } from './studio-records';
import { STUDIO_PAGE_SIZE } from './studio-posts';

const { tags, postTags } = schema;

/** A tag as the studio shows it: the row and how many posts (any status) carry it. */
export type StudioTagModel = Tag & { postCount: number };

// Table names written out: Drizzle leaves a one-table select's columns unqualified, so an
// interpolated column would bind to the subquery's own table.
const postCount = sql<number>`(select count(*)::int from post_tags where post_tags.tag_id = tags.id)`.as('post_count');
const columns = { id: tags.id, name: tags.name, slug: tags.slug, postCount };

export async function readStudioTag(db: Queryable, id: number): Promise<StudioTagModel | null> {
  const [row] = await db.select(columns).from(tags).where(eq(tags.id, id));
  return row ?? null;
}

/** A page of tags by name. */
export async function listStudioTags(db: Database, search: string | null, page: number): Promise<StudioList<StudioTagModel>> {
  const where = containing(tags.name, search);
  const [items, total] = await Promise.all([
    db.select(columns).from(tags).where(where).orderBy(asc(tags.name), asc(tags.id)).limit(STUDIO_PAGE_SIZE).offset(pageOffset(page)),
    countOf(db, tags, where),
  ]);
  return studioList(items, total, page);
}

/** Creates or renames a tag (tags have no updated_at, so a save never conflicts); its slug stays. */
export async function writeStudioTag(db: Database, id: number | null, write: TagWrite, actor: Actor): Promise<{ id: number; change: 'created' | 'updated' }> {
  return db.transaction(async (tx) => {
    if (id === null) {
      const slug = await uniqueSlug(tx, tags, tags.slug, slugify(write.name), 'tag');
      const [created] = await tx.insert(tags).values({ name: write.name, slug }).returning({ id: tags.id });
      await recordAudit(tx, { actor, action: 'tag.created', recordType: 'tag', recordId: created!.id, details: { name: write.name } });
      return { id: created!.id, change: 'created' as const };
    }
    const [updated] = await tx.update(tags).set({ name: write.name }).where(eq(tags.id, id)).returning({ id: tags.id });
    if (!updated) throw notFound('tag');
    await recordAudit(tx, { actor, action: 'tag.updated', recordType: 'tag', recordId: id, details: { name: write.name } });
    return { id, change: 'updated' as const };
  });
}

/** Deletes a tag and takes it off its posts (post_tags cascades); the audit entry keeps how many. */
export async function deleteStudioTag(db: Database, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ name: tags.name }).from(tags).where(eq(tags.id, id)).for('update');
    if (!current) throw notFound('tag');
    const postCount = await countOf(tx, postTags, eq(postTags.tagId, id));
    await tx.delete(tags).where(eq(tags.id, id));
    await recordAudit(tx, { actor, action: 'tag.deleted', recordType: 'tag', recordId: id, details: { name: current.name, postCount } });
  });
}
