/**
 * The site's production build for the bench. `next build` runs in apps/web directly, with the
 * database in its environment: turbo's build task passes only the variables turbo.json lists, and
 * a build prerenders pages from the database it is given. A note in `.next` says which database a
 * build read, so `--no-build` refuses a build made for the other one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SiteDatabase {
  /** `postgres`: DATABASE_URL; `pglite`: the embedded database (in memory at build, a fresh folder at start). */
  kind: 'postgres' | 'pglite';
  seed: 'small' | 'large';
  url?: string;
}

const NOTE = 'openshiur-bench.json';

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

export function describeDatabase(database: Pick<SiteDatabase, 'kind' | 'seed'>): string {
  return `${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}, ${database.seed} seed`;
}

/** Why a build made for `built` cannot be measured against `wanted`, or undefined when it can. */
export function buildMismatch(built: unknown, wanted: SiteDatabase): string | undefined {
  const note = built as Partial<SiteDatabase> | undefined;
  if (!note || typeof note !== 'object' || !note.kind || !note.seed) {
    return 'The last build was not made by pnpm bench: run it without --no-build.';
  }
  if (note.kind !== wanted.kind || note.seed !== wanted.seed) {
    return `The last build was made for ${describeDatabase(note as SiteDatabase)}, this run wants ${describeDatabase(wanted)}: run it without --no-build.`;
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
  const note: SiteDatabase = { kind: database.kind, seed: database.seed };
  writeFileSync(join(webDir, '.next', NOTE), `${JSON.stringify(note)}\n`);
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}
