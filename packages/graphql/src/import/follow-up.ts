/**
 * What a real import leaves for the running site besides the rows: one `content-changed` job (the
 * site expires its page cache and indexes the rows written without search keys) and one audit-log
 * entry for the run. Both in one transaction, after the last row.
 */
import { enqueueJob, type Actor, type Database } from '@openshiur/db';
import { recordAudit } from '../server/queries/audit';
import type { Counts } from './outcomes';

export const IMPORT_ACTOR: Actor = { subject: 'import', name: 'Import', email: null };

export async function recordImport(
  db: Database,
  {
    fileName,
    counts,
    scheduledPosts,
    seconds,
  }: { fileName: string; counts: Counts; scheduledPosts: number; seconds: number },
): Promise<void> {
  const changed = Object.values(counts).some((count) => count.created + count.updated > 0);
  await db.transaction(async (tx) => {
    // Nothing changed, nothing for the site to refresh.
    if (changed) await enqueueJob(tx, { kind: 'content-changed', payload: { everything: true } });
    await recordAudit(tx, {
      actor: IMPORT_ACTOR,
      action: 'catalogue.imported',
      recordType: 'import',
      recordId: fileName,
      details: {
        authors: counts.author,
        series: counts.series,
        posts: counts.post,
        scheduledPosts,
        seconds,
      },
    });
  });
}
