#!/usr/bin/env node
/**
 * `pnpm --filter @openshiur/web reindex`, from any folder: rebuilds the search index of this site's
 * database with the search package's CLI (`pnpm --filter @openshiur/search reindex`), passing the
 * site's own PGlite folder as src/env.ts reads it: PGLITE_DIR, default `.data/pglite`, relative to
 * apps/web. DATABASE_URL, when set, takes precedence, as it does for the site; ALGOLIA_* choose
 * the engine, as for the site. Stop the site first: a PGlite folder must not be open twice.
 * Arguments are passed on (`-- --help`).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = resolve(webDir, process.env.PGLITE_DIR?.trim() || '.data/pglite');
const args = [
  '--filter',
  '@openshiur/search',
  'reindex',
  '--data-dir',
  dataDir,
  ...process.argv.slice(2),
];

// Under pnpm, npm_execpath is pnpm itself: a script for Node, or a standalone executable.
const pnpm = process.env.npm_execpath;
const [command, commandArgs] =
  pnpm && /\.[cm]?js$/.test(pnpm) ? [process.execPath, [pnpm, ...args]] : [pnpm || 'pnpm', args];
const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
if (result.error) throw result.error;
process.exitCode = result.status ?? 1;
