/**
 * `pnpm catalogue:import FILE [--dry-run] [--type T] [--report PATH]` (root of the repository), or
 * `pnpm --filter @openshiur/graphql catalogue:import …`: imports a catalogue of authors, series and
 * posts into the site's database. Not `pnpm import`: that is pnpm's own command (it makes a
 * lockfile from npm's or yarn's, and deletes pnpm-lock.yaml when it finds none), which pnpm runs
 * before any script of that name.
 *
 * Progress goes to stderr (a bar on a terminal, a line per tenth otherwise), failed rows to stderr,
 * the summary to stdout. See IMPORT_USAGE for the exit status.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IN_MEMORY, openPreparedDatabase, type DatabaseOptions } from '@openshiur/db';
import { progressPrinter } from '@openshiur/search';
import { CatalogueFileError } from '../import/catalogue';
import { readCatalogueFile } from '../import/parse-file';
import { failureLine, summaryText, writeFailureReport } from '../import/report';
import { importCatalogue } from '../import/run-import';
import { IMPORT_USAGE, parseImportArgs, type DatabaseTarget } from './import-args';
import { pgliteFolderUse } from './pglite-in-use';

/** Failed rows shown on the terminal; the report file has all of them. */
const SHOWN_FAILURES = 20;

/** The run cannot start (file, database): exit status 2, nothing written. */
class CannotImport extends Error {}

const webDir = fileURLToPath(new URL('../../../../apps/web/', import.meta.url));

async function main(): Promise<number> {
  const command = parseImportArgs(process.argv.slice(2), process.env, process.cwd(), webDir);
  if (command.kind === 'help') {
    console.info(IMPORT_USAGE);
    return 0;
  }
  if (command.kind === 'usage-error') {
    console.error(`catalogue:import: ${command.message}\n\n${IMPORT_USAGE}`);
    return 2;
  }

  const catalogue = await readCatalogueFile(command.file, { type: command.type });
  const database = databaseFor(command.target, command.dryRun);
  console.error(
    `${command.dryRun ? 'Checking' : 'Importing'} ${command.file} (${catalogue.records.length + catalogue.unreadable.length} rows) ${database.description}`,
  );

  const { connection } = await openPreparedDatabase({ ...database.options, seed: false });
  try {
    const report = await importCatalogue(connection.db, catalogue, {
      dryRun: command.dryRun,
      fileName: basename(command.file),
      onProgress: progressPrinter(process.stderr),
    });
    for (const failure of report.failures.slice(0, SHOWN_FAILURES))
      console.error(failureLine(failure));
    const more = report.failures.length - SHOWN_FAILURES;
    if (more > 0)
      console.error(
        `… and ${more} more${command.report ? ` in ${command.report}` : ' (--report PATH writes them all to a file)'}`,
      );
    if (command.report) {
      await writeFailureReport(command.report, report.failures);
      console.error(`Failed rows: ${command.report}`);
    }
    console.info(summaryText(report));
    return report.failures.length > 0 ? 1 : 0;
  } finally {
    await connection.close();
  }
}

/** Where to write, or why not: the PGlite folder must not be open in the running site. */
function databaseFor(
  target: DatabaseTarget,
  dryRun: boolean,
): { options: DatabaseOptions; description: string } {
  if (target.kind === 'postgres')
    return { options: { url: target.url }, description: 'into PostgreSQL (DATABASE_URL)' };
  const { dataDir } = target;
  const use = pgliteFolderUse(dataDir);
  const stop =
    'PGlite lets one process at a time use its folder: stop the site, import, then start it again.';
  if (use.kind === 'in-use') {
    const holders = use.processes
      .map(({ pid, command }) => `  process ${pid}: ${command}`)
      .join('\n');
    throw new CannotImport(
      `The database at ${dataDir} is open in another process (the site?):\n${holders}\n${stop}`,
    );
  }
  if (use.kind === 'maybe') {
    throw new CannotImport(
      `The database at ${dataDir} looks open in another process (the site?): ${dataDir}/postmaster.pid is there.\n${stop}\nIf nothing uses it (a process was killed), delete that file and try again.`,
    );
  }
  if (use.kind === 'stale')
    console.warn(
      `Note: ${dataDir}/postmaster.pid was left by a process that stopped without closing the database.`,
    );
  if (!existsSync(dataDir)) {
    // A dry run writes nothing, not even a new folder: it checks against an empty database.
    if (dryRun)
      return {
        options: { dataDir: IN_MEMORY },
        description: `against an empty database (there is none at ${dataDir} yet)`,
      };
    return {
      options: { dataDir },
      description: `into a new PGlite database at ${dataDir} (the site will use it, without demo content)`,
    };
  }
  return { options: { dataDir }, description: `into PGlite at ${dataDir}` };
}

main().then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    const known = error instanceof CatalogueFileError || error instanceof CannotImport;
    console.error(known ? `catalogue:import: ${error.message}` : error);
    if (!known)
      console.error(
        'Rows of chunks committed before the error are stored; importing the same file again goes on from there.',
      );
    process.exitCode = 2;
  },
);
