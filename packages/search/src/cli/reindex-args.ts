/**
 * The reindex command line, parsed without touching the process: `reindex.ts` passes in
 * `process.argv`, the environment and the working directory, and acts on the answer.
 */
import { isAbsolute, resolve } from 'node:path';

export const REINDEX_USAGE = `Usage: reindex [--data-dir DIR] [--resume]

Rebuilds the search index from the database: Algolia's indexes when ALGOLIA_APP_ID and its keys
are set, otherwise the built-in engine's search columns.

  DATABASE_URL=postgres://…   a PostgreSQL server (takes precedence over --data-dir)
  --data-dir DIR              a PGlite folder, e.g. the web app's apps/web/.data/pglite; a
                              relative DIR is taken from where the command was typed
  --resume                    built-in engine: continue a rebuild that was interrupted, after
                              its last finished batch (without one, rebuild everything)

Stop the web app first: a PGlite folder must not be open in two processes. From the web app,
\`pnpm --filter @openshiur/web reindex\` passes its own database.`;

/** What the environment may say; blank values count as unset. */
export interface ReindexEnv {
  DATABASE_URL?: string | undefined;
  /** The web app's setting: not read as a source, only named in the error when it is all there is. */
  PGLITE_DIR?: string | undefined;
  /** Set by pnpm and npm to the directory the command was typed in. */
  INIT_CWD?: string | undefined;
}

export type ReindexSource =
  | {
      kind: 'postgres';
      url: string;
      /** A `--data-dir` that was given too, and is not used because DATABASE_URL wins. */
      ignoredDataDir?: string;
    }
  | { kind: 'pglite'; dataDir: string };

export type ReindexCommand =
  | { kind: 'run'; source: ReindexSource; resume?: true }
  | { kind: 'help' }
  | { kind: 'usage-error'; message: string };

const present = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads `reindex [--data-dir DIR]` (also `--data-dir=DIR`; `-h`/`--help`). DATABASE_URL, when set,
 * is the source whatever the arguments say; otherwise `--data-dir` is required.
 */
export function parseReindexArgs(
  argv: readonly string[],
  env: ReindexEnv,
  cwd: string,
): ReindexCommand {
  let dataDir: string | undefined;
  let resume = false;
  const error = (message: string): ReindexCommand => ({ kind: 'usage-error', message });

  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--') continue;
    if (argument === '-h' || argument === '--help') return { kind: 'help' };
    if (argument === '--resume') {
      resume = true;
      continue;
    }
    let value: string | undefined;
    if (argument === '--data-dir') {
      value = argv[index + 1];
      if (value === undefined || value.startsWith('-')) return error('--data-dir needs a folder');
      index += 1;
    } else if (argument.startsWith('--data-dir=')) {
      value = argument.slice('--data-dir='.length);
    } else {
      return error(
        argument.startsWith('-') ? `unknown option ${argument}` : `unexpected argument ${argument}`,
      );
    }
    if (value.trim() === '') return error('--data-dir needs a folder');
    if (dataDir !== undefined) return error('--data-dir is given more than once');
    dataDir = value;
  }

  const resolvedDataDir =
    dataDir === undefined
      ? undefined
      : isAbsolute(dataDir)
        ? dataDir
        : resolve(present(env.INIT_CWD) ?? cwd, dataDir);

  const run = (source: ReindexSource): ReindexCommand => ({ kind: 'run', source, ...(resume ? { resume: true } : {}) });
  const url = present(env.DATABASE_URL);
  if (url !== undefined) {
    if (!isUrl(url)) return error('DATABASE_URL is not a URL');
    return run({
      kind: 'postgres',
      url,
      ...(resolvedDataDir === undefined ? {} : { ignoredDataDir: resolvedDataDir }),
    });
  }
  if (resolvedDataDir === undefined) {
    const pgliteDir = present(env.PGLITE_DIR);
    return error(
      pgliteDir === undefined
        ? 'no database: set DATABASE_URL or pass --data-dir'
        : `no database: set DATABASE_URL or pass --data-dir (PGLITE_DIR=${pgliteDir} is the web app's setting, not read here)`,
    );
  }
  return run({ kind: 'pglite', dataDir: resolvedDataDir });
}
