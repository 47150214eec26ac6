/**
 * Opens the database the import writes to, or says why it cannot: a PGlite folder open in another
 * process (the site) is refused. A real import applies pending migrations first, as the site does on
 * start; a dry run writes nothing, so it migrates nothing: it checks against the schema as it is
 * (an empty in-memory database when the PGlite folder does not exist yet).
 */
import { existsSync } from 'node:fs';
import {
  createDatabase,
  IN_MEMORY,
  openPreparedDatabase,
  schema,
  type Database,
  type DatabaseConnection,
} from '@openshiur/db';
import type { DatabaseTarget } from './import-args';
import { pgliteFolderUse } from './pglite-in-use';

/** The import cannot start: exit status 2, nothing written. */
export class CannotImport extends Error {}

export interface OpenedDatabase {
  connection: DatabaseConnection;
  /** For the first line of output: "into PGlite at …". */
  description: string;
}

export async function openImportDatabase(
  target: DatabaseTarget,
  dryRun: boolean,
): Promise<OpenedDatabase> {
  if (target.kind === 'postgres') {
    return {
      connection: await open({ url: target.url }, dryRun),
      description: 'into PostgreSQL (DATABASE_URL)',
    };
  }
  const { dataDir } = target;
  checkNotInUse(dataDir);
  if (!existsSync(dataDir)) {
    if (dryRun) {
      const { connection } = await openPreparedDatabase({ dataDir: IN_MEMORY, seed: false });
      return {
        connection,
        description: `against an empty database (there is none at ${dataDir} yet)`,
      };
    }
    const { connection } = await openPreparedDatabase({ dataDir, seed: false });
    return {
      connection,
      description: `into a new PGlite database at ${dataDir} (the site will use it, without demo content)`,
    };
  }
  return { connection: await open({ dataDir }, dryRun), description: `into PGlite at ${dataDir}` };
}

async function open(
  options: { url?: string; dataDir?: string },
  dryRun: boolean,
): Promise<DatabaseConnection> {
  if (!dryRun) return (await openPreparedDatabase({ ...options, seed: false })).connection;
  const connection = await createDatabase(options);
  try {
    await checkSchemaIsCurrent(connection.db);
    return connection;
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}

/** Every column the import reads must exist: a database behind this code has migrations pending. */
async function checkSchemaIsCurrent(db: Database): Promise<void> {
  const { posts, postAuthors, postTags, authors, series, tags, jobs, auditLog } = schema;
  try {
    for (const table of [posts, postAuthors, postTags, authors, series, tags, jobs, auditLog]) {
      await db.select().from(table).limit(0);
    }
  } catch {
    throw new CannotImport(
      'The database is behind this code (migrations are pending) and a dry run changes nothing: start the site once, or import without --dry-run (which migrates first).',
    );
  }
}

const STOP =
  'PGlite lets one process at a time use its folder: stop the site, import, then start it again.';

function checkNotInUse(dataDir: string): void {
  const use = pgliteFolderUse(dataDir);
  if (use.kind === 'in-use') {
    const holders = use.processes
      .map(({ pid, command }) => `  process ${pid}: ${command}`)
      .join('\n');
    throw new CannotImport(
      `The database at ${dataDir} is open in another process (the site?):\n${holders}\n${STOP}`,
    );
  }
  if (use.kind === 'maybe') {
    throw new CannotImport(
      `The database at ${dataDir} looks open in another process (the site?): ${dataDir}/postmaster.pid is there.\n${STOP}\nIf nothing uses it (a process was killed), delete that file and try again.`,
    );
  }
  if (use.kind === 'stale') {
    console.warn(
      `Note: ${dataDir}/postmaster.pid was left by a process that stopped without closing the database.`,
    );
  }
}
