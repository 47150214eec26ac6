import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Whether the database answers a trivial query (for health checks). Never throws. */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
