/**
 * The site's production build for the bench. `next build` runs in apps/web directly, with the
 * database in its environment: turbo's build task passes only the variables turbo.json lists, and
 * a build prerenders pages from the database it is given. A note in `.next` says which database a
 * build read, so `--no-build` refuses a build made for the other one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { committedTransactions } from './database';

export interface SiteDatabase {
  /** `postgres`: DATABASE_URL; `pglite`: the embedded database (in memory at build, a fresh folder at start). */
  kind: 'postgres' | 'pglite';
  seed: 'small' | 'large';
  url?: string;
}

/** What the note in `.next` records: the database's kind, seed and (PostgreSQL) name, never its address. */
interface BuildNote {
  kind: SiteDatabase['kind'];
  seed: SiteDatabase['seed'];
  database?: string;
}

const NOTE = 'openshiur-bench.json';

/** The database name in a PostgreSQL address (`pnpm bench` and `pnpm bench:search` each have their own). */
function databaseName(url: string | undefined): string | undefined {
  return url ? decodeURIComponent(new URL(url).pathname.slice(1)) : undefined;
}

/**
 * The variables the site reads its database from, for `next build` and `next start`. An empty
 * DATABASE_URL counts as unset (a caller's own must not leak in); PGLITE_DIR may not be empty, and
 * only matters without DATABASE_URL.
 */
export function databaseEnv(database: SiteDatabase, pgliteDir?: string): Record<string, string> {
  return {
    DATABASE_URL: database.kind === 'postgres' ? (database.url ?? '') : '',
    ...(database.kind === 'pglite' && pgliteDir ? { PGLITE_DIR: pgliteDir } : {}),
    SEED_SIZE: database.seed,
  };
}

export function describeDatabase(database: SiteDatabase): string {
  return describeNote(noteFor(database));
}

function noteFor(database: SiteDatabase): BuildNote {
  const name = databaseName(database.url);
  return { kind: database.kind, seed: database.seed, ...(name ? { database: name } : {}) };
}

function describeNote(note: BuildNote): string {
  return `${note.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}${note.database ? ` ${note.database}` : ''}, ${note.seed} seed`;
}

/**
 * Why a build made for `built` cannot be measured against `wanted`, or undefined when it can. A
 * build prerenders pages from its database, so another database (another catalogue) needs its own.
 */
export function buildMismatch(built: unknown, wanted: SiteDatabase): string | undefined {
  const note = built as Partial<BuildNote> | undefined;
  if (!note || typeof note !== 'object' || !note.kind || !note.seed) {
    return 'The last build was not made by pnpm bench or pnpm bench:search: run it without --no-build.';
  }
  const want = noteFor(wanted);
  if (note.kind !== want.kind || note.seed !== want.seed || note.database !== want.database) {
    return `The last build was made for ${describeNote(note as BuildNote)}, this run wants ${describeNote(want)}: run it without --no-build.`;
  }
  return undefined;
}

export function readBuildNote(webDir: string): unknown {
  const path = join(webDir, '.next', NOTE);
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

export function buildSite(repoRoot: string, webDir: string, database: SiteDatabase): void {
  console.info('Building the workspace packages the site uses…');
  run('pnpm', ['turbo', 'run', 'build', '--filter=@openshiur/web^...', '--output-logs=errors-only'], repoRoot, {});
  console.info(`Building the site for production (next build, ${describeDatabase(database)})…`);
  // A fresh PGlite at build time is in memory (src/server/services.ts): no folder to give it.
  run('pnpm', ['--filter', '@openshiur/web', 'exec', 'next', 'build'], repoRoot, databaseEnv(database));
  writeFileSync(join(webDir, '.next', NOTE), `${JSON.stringify(noteFor(database))}\n`);
}

/**
 * `buildSite`, then proof that the build read `database`: it prerenders from the database it is
 * given, and must have read this one, not an embedded one.
 */
export async function buildSiteReading(repoRoot: string, webDir: string, database: SiteDatabase): Promise<void> {
  const before = database.url ? await committedTransactions(database.url) : 0;
  buildSite(repoRoot, webDir, database);
  if (!database.url) return;
  const read = (await committedTransactions(database.url)) - before;
  if (read <= 0) throw new Error('next build did not read the bench database: DATABASE_URL did not reach it');
  console.info(`next build read the bench database (${read} transactions).`);
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}
