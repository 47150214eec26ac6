/**
 * The import command's arguments and where it writes: `FILE [--dry-run] [--type T] [--report PATH]`,
 * and the database the site uses (DATABASE_URL, else its PGlite folder PGLITE_DIR, relative to
 * apps/web as the site reads it). Relative paths are taken from where the command was typed
 * (INIT_CWD under pnpm), not from the package folder pnpm runs the script in.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { RecordType } from '../import/fields';
import { recordTypeNamed } from '../import/parse-csv';

export const IMPORT_USAGE = `Usage: pnpm catalogue:import FILE [--dry-run] [--type author|series|post] [--report PATH]

  FILE            a catalogue as .csv or .json (see "Importing a catalogue" in README.md)
  --dry-run       check every row, references included, and write nothing
  --type T        the kind of every row of a CSV file without a type column
  --report PATH   also write the failed rows to PATH (.json, otherwise CSV)

Writes to the database the site uses: DATABASE_URL (PostgreSQL) when set, otherwise the site's
PGlite folder PGLITE_DIR (default .data/pglite, relative to apps/web). Stop the site first when it
runs on PGlite: a PGlite folder is used by one process at a time.
Exit status: 0 every row imported (or, with --dry-run, would be); 1 some rows failed (the others
are imported); 2 the import could not start or was stopped (see the message).`;

export interface ImportEnv {
  DATABASE_URL?: string | undefined;
  PGLITE_DIR?: string | undefined;
  INIT_CWD?: string | undefined;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export type ImportCommand =
  | { kind: 'help' }
  | { kind: 'usage-error'; message: string }
  | {
      kind: 'run';
      file: string;
      dryRun: boolean;
      type: RecordType | undefined;
      report: string | undefined;
      target: DatabaseTarget;
    };

export function parseImportArgs(
  argv: readonly string[],
  env: ImportEnv,
  cwd: string,
  webDir: string,
): ImportCommand {
  let parsed;
  try {
    parsed = parseArgs({
      // `pnpm catalogue:import -- FILE` may pass the separator through.
      args: argv[0] === '--' ? argv.slice(1) : [...argv],
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean' },
        type: { type: 'string' },
        report: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return { kind: 'usage-error', message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length === 0) return { kind: 'usage-error', message: 'give the file to import' };
  if (positionals.length > 1)
    return { kind: 'usage-error', message: `one file at a time (got ${positionals.join(', ')})` };
  const type = values.type === undefined ? undefined : recordTypeNamed(values.type);
  if (values.type !== undefined && !type)
    return { kind: 'usage-error', message: '--type is author, series or post' };
  if (values.report !== undefined && values.report.trim() === '')
    return { kind: 'usage-error', message: '--report needs a path' };

  const from = env.INIT_CWD?.trim() || cwd;
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url))
    return { kind: 'usage-error', message: 'DATABASE_URL is not a postgres:// address' };
  return {
    kind: 'run',
    file: resolve(from, positionals[0]!),
    dryRun: values['dry-run'] === true,
    type,
    report: values.report === undefined ? undefined : resolve(from, values.report),
    target: url
      ? { kind: 'postgres', url }
      : { kind: 'pglite', dataDir: resolve(webDir, env.PGLITE_DIR?.trim() || '.data/pglite') },
  };
}
