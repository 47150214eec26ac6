/**
 * `pnpm --filter @openshiur/graphql bench:import [-- --posts N --authors N --series N --pglite]`:
 * times the catalogue import on an invented catalogue (200 authors, 800 series, 9,000 posts by
 * default: 10,000 rows) in a database of its own, made on the server at TEST_DATABASE_URL (or
 * DATABASE_URL) and dropped afterwards, or in an in-memory PGlite with `--pglite`. Three runs: the
 * first import (everything created), the same file again (everything unchanged), and the file with
 * one post in ten edited (updated). The figures are printed, never asserted.
 *
 * `-- --write FILE.csv|FILE.json` only writes the catalogue, to try the command on it.
 */
import { writeFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@openshiur/db/testing';
import { readCatalogueFile } from '../import/parse-file';
import { importCatalogue } from '../import/run-import';
import { BENCH_SIZE, catalogueCsv, catalogueJson, generateCatalogue } from './generate-catalogue';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    authors: { type: 'string' },
    series: { type: 'string' },
    posts: { type: 'string' },
    pglite: { type: 'boolean' },
    write: { type: 'string' },
  },
});
const size = {
  authors: Number(values.authors ?? BENCH_SIZE.authors),
  series: Number(values.series ?? BENCH_SIZE.series),
  posts: Number(values.posts ?? BENCH_SIZE.posts),
};
const rows = size.authors + size.series + size.posts;

async function main(): Promise<void> {
  const catalogue = generateCatalogue(size);
  if (values.write) {
    await writeFile(
      values.write,
      values.write.endsWith('.json') ? catalogueJson(catalogue) : catalogueCsv(catalogue),
    );
    console.info(`Wrote ${rows.toLocaleString('en-US')} rows to ${values.write}`);
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!values.pglite && !serverUrl) {
    console.error(
      'bench:import: set TEST_DATABASE_URL (a PostgreSQL server that lets you CREATE DATABASE), or pass --pglite',
    );
    process.exitCode = 2;
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'openshiur-import-bench-'));
  const file = join(folder, 'catalogue.csv');
  await writeFile(file, catalogueCsv(catalogue));
  const edited = generateCatalogue(size);
  edited.posts.forEach((post, index) => {
    if (index % 10 === 0) post.title = `${String(post.title)} (edited)`;
  });
  const editedFile = join(folder, 'catalogue-edited.csv');
  await writeFile(editedFile, catalogueCsv(edited));

  const testDb = await createTestDatabase(
    values.pglite ? 'pglite' : 'postgres',
    serverUrl ? { serverUrl } : {},
  );
  try {
    console.info(
      `Importing ${rows.toLocaleString('en-US')} rows (${size.authors} authors, ${size.series} series, ${size.posts} posts) into ${values.pglite ? 'PGlite (in memory)' : 'PostgreSQL'}:`,
    );
    for (const [label, path] of [
      ['first import (all created)', file],
      ['same file again (all unchanged)', file],
      ['one post in ten edited (updated)', editedFile],
    ] as const) {
      const started = performance.now();
      const parsed = await readCatalogueFile(path);
      const report = await importCatalogue(testDb.db, parsed, { fileName: 'bench.csv' });
      const seconds = (performance.now() - started) / 1000;
      const counts = Object.entries(report.counts).map(
        ([type, count]) =>
          `${type} ${count.created}/${count.updated}/${count.unchanged}/${count.failed}`,
      );
      console.info(
        `  ${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s  (${Math.round(rows / seconds).toLocaleString('en-US')} rows/s; created/updated/unchanged/failed: ${counts.join(', ')})`,
      );
    }
  } finally {
    await testDb.cleanup();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
