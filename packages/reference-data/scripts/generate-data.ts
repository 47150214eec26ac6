/**
 * Generates src/data/*.generated.ts from @hebcal/learning and @hebcal/core tables.
 *
 *   pnpm generate          rewrite the generated modules
 *   pnpm generate:check    exit 1 if any generated module is out of date (for CI)
 *
 * @hebcal/* are devDependencies used only here and in tests: the published package carries the
 * generated tables and has no runtime dependency (and @hebcal/core is GPL-2.0).
 */
import { fileURLToPath } from 'node:url';
import { renderModule, writeModule } from './lib/module-writer';
import { generators } from './generators/index';

const check = process.argv.includes('--check');
const dataDir = fileURLToPath(new URL('../src/data/', import.meta.url));
let stale = 0;
for (const generate of generators) {
  const module = generate();
  const upToDate = writeModule(`${dataDir}${module.file}`, renderModule(module), check);
  if (!upToDate) {
    stale++;
    console.info(`${check ? 'out of date' : 'wrote'}: src/data/${module.file}`);
  }
}
if (check && stale > 0) process.exit(1);
console.info(check ? 'generated data is up to date' : `generated ${generators.length} modules (${stale} changed)`);
