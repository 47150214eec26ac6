import 'server-only';
import { eq } from 'drizzle-orm';
import { schema, type Actor, type MediaFile } from '@openshiur/db';
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

export async function completeMediaRecord(id: string, durationSeconds: number | null): Promise<MediaFile | null> {
  const db = await database();
  const [row] = await db
    .update(mediaFiles)
    .set({ completedAt: new Date(), durationSeconds })
    .where(eq(mediaFiles.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMediaRecord(id: string): Promise<void> {
  const db = await database();
  await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
}
