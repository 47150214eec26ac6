import { eq } from 'drizzle-orm';
import { schema, type Actor, type Database } from '@openshiur/db';
import { recordAudit } from './audit';
import { notFound } from './studio-records';

const { posts } = schema;

/**
 * Deletes a post. Its credits, tags, revisions, events and listeners' progress go with it (their
 * foreign keys cascade); a pending publishing job finds no post and does nothing. The audit entry
 * keeps its title and status, since its history is gone.
 */
export async function deleteStudioPost(db: Database, id: number, actor: Actor): Promise<{ wasPublished: boolean }> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(posts).where(eq(posts.id, id)).returning({ title: posts.title, status: posts.status });
    if (!deleted) throw notFound('post');
    await recordAudit(tx, { actor, action: 'post.deleted', recordType: 'post', recordId: id, details: { title: deleted.title, status: deleted.status } });
    return { wasPublished: deleted.status === 'Published' };
  });
}
