import { desc, lt } from 'drizzle-orm';
import { schema, type Actor, type Queryable } from '@openshiur/db';

const { auditLog } = schema;

export interface AuditRecord {
  actor: Actor;
  /** `{record}.{verb}`: post.created, post.published, role.granted, … */
  action: string;
  recordType: string;
  recordId: string | number;
  details?: Record<string, unknown>;
}

/** Adds an entry to the audit log, in the transaction of what it records. */
export async function recordAudit(tx: Queryable, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({ ...record, recordId: String(record.recordId), details: record.details ?? {} });
}

/** The log, newest first, a page of `limit` entries older than the `before` id (from the newest without it). */
export async function readAuditLog(db: Queryable, { before, limit }: { before: number | null; limit: number }) {
  return db
    .select()
    .from(auditLog)
    .where(before === null ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
