import 'server-only';
import { eq } from 'drizzle-orm';
import { schema, type Actor, type MediaFile } from '@openshiur/db';
import { recordAudit } from '@openshiur/graphql/server';
import { database } from '@/server/services';

const { mediaFiles } = schema;

/** A file's row as an upload starts: its bytes are not all there until completedAt is set. */
export async function createMediaRecord(record: {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  storage: 'local' | 's3';
  uploadedBy: Actor;
}): Promise<void> {
  const db = await database();
  await db.insert(mediaFiles).values(record);
}

export async function findMediaRecord(id: string): Promise<MediaFile | null> {
  const db = await database();
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  return row ?? null;
}

/** Marks the file complete, with its audit entry (media.uploaded, by its uploader). */
export async function completeMediaRecord(id: string, durationSeconds: number | null): Promise<MediaFile | null> {
  const db = await database();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mediaFiles)
      .set({ completedAt: new Date(), durationSeconds })
      .where(eq(mediaFiles.id, id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      actor: row.uploadedBy,
      action: 'media.uploaded',
      recordType: 'media',
      recordId: row.id,
      details: { fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes },
    });
    return row;
  });
}

export async function deleteMediaRecord(id: string): Promise<void> {
  const db = await database();
  await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
}
