import { createDatabase, type DatabaseConnection, type DatabaseOptions } from './client';
import { migrate } from './migrate';
import { isDatabaseEmpty, seedDemoContent } from './seed';
import type { SeedOptions } from './seed/sizes';

export interface PrepareOptions {
  /** Demo content for a database without posts; `false` leaves it empty. Default: `{ size: 'small' }`. */
  seed?: SeedOptions | false | undefined;
}

/**
 * Brings a database up to date: applies pending migrations, then seeds demo content if it has no
 * posts. Runs under the setup lock, so server instances starting together migrate and seed once.
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  options: PrepareOptions = {},
): Promise<{ seeded: boolean }> {
  return connection.withSetupLock(async (db) => {
    await migrate(db);
    if (options.seed === false || !(await isDatabaseEmpty(db))) return { seeded: false };
    await seedDemoContent(db, options.seed ?? {});
    return { seeded: true };
  });
}

/** Opens a database and prepares it; if preparing fails, the connection is closed again. */
export async function openPreparedDatabase(
  options: DatabaseOptions & PrepareOptions,
): Promise<{ connection: DatabaseConnection; seeded: boolean }> {
  const connection = await createDatabase(options);
  try {
    const { seeded } = await prepareDatabase(connection, { seed: options.seed });
    return { connection, seeded };
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
