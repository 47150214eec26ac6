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
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { progressPrinter } from '@openshiur/search';
import { CatalogueFileError } from '../import/catalogue';
import { readCatalogueFile } from '../import/parse-file';
import { failureLine, summaryText, writeFailureReport } from '../import/report';
import { importCatalogue } from '../import/run-import';
import { IMPORT_USAGE, parseImportArgs } from './import-args';
import { CannotImport, openImportDatabase } from './open-database';

/** Failed rows shown on the terminal; the report file has all of them. */
const SHOWN_FAILURES = 20;

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
  const { connection, description } = await openImportDatabase(command.target, command.dryRun);
  const rows = catalogue.records.length + catalogue.unreadable.length;
  console.error(
    `${command.dryRun ? 'Checking' : 'Importing'} ${command.file} (${rows} rows) ${description}`,
  );
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
