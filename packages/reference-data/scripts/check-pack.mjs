#!/usr/bin/env node
/**
 * Packs the package as it would be published and proves a stranger can use it:
 * `pnpm pack` into a temporary folder, `npm install` the tarball into an empty project, then
 *   (a) plain Node ESM imports the root and subpaths and checks values;
 *   (b) `tsc` with module/moduleResolution NodeNext type-checks a consumer file.
 * Exits non-zero on the first failure. Usage: `pnpm check:pack` (builds first via "prepack").
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const tsc = createRequire(join(packageDir, 'package.json')).resolve('typescript/bin/tsc');
const workDir = mkdtempSync(join(tmpdir(), 'reference-data-pack-'));

// pnpm passes its own npm_config_* settings to child processes; plain npm warns about them, and
// an empty project must not inherit them anyway.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)),
);

function run(command, args, cwd) {
  console.info(`$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: cleanEnv });
}

const consumerEsm = `
import assert from 'node:assert/strict';
import { topics, bavliMasechtot, dafMasechtaNames, resolveMasechta, parshiot, mitzvahForDate, spellingVariants } from '@openshiur/reference-data';
import { perekForDaf } from '@openshiur/reference-data/bavli';
import { mishnayotInPerek } from '@openshiur/reference-data/mishnayot';
import { allNach } from '@openshiur/reference-data/nach';
import { mishneTorah } from '@openshiur/reference-data/mishneh-torah';
import { kitzur } from '@openshiur/reference-data/kitzur';
import { dirshuAmudim, dirshuMasechtaAmudim } from '@openshiur/reference-data/dirshu';
import { yerushalmiMasechtot } from '@openshiur/reference-data/yerushalmi';
import { holidays, postTopics } from '@openshiur/reference-data/enumerations';
import { doubleParshiot } from '@openshiur/reference-data/parshiot';
import { mitzvotSchedule } from '@openshiur/reference-data/mitzvot';
import { normalizeSpelling } from '@openshiur/reference-data/spelling';
import pkg from '@openshiur/reference-data/package.json' with { type: 'json' };

assert.equal(topics[0], 'Gemara');
assert.equal(bavliMasechtot.length, 37);
assert.deepEqual(dafMasechtaNames[0], { name: 'Berachos', dafBlat: 63, dafAmud: 125 });
assert.equal(resolveMasechta('Bava Kama')?.hebrewName, 'בבא קמא');
assert.equal(parshiot.length, 54);
assert.equal(mitzvahForDate('2026-01-05'), 196);
assert.ok(spellingVariants('Shabbat').includes('Shabbos'));
assert.equal(perekForDaf('Yevamos', 50), 5);
assert.equal(mishnayotInPerek('Berachos', 3), 6);
assert.equal(allNach.at(-1), 'II Chronicles 36');
assert.equal(mishneTorah.length, 88);
assert.equal(kitzur.length, 221);
assert.equal(kitzur.reduce((sum, count) => sum + count, 0), 2765);
assert.deepEqual(dirshuAmudim, [298, 306, 388, 577, 308, 325]);
assert.equal(dirshuMasechtaAmudim.length, 40);
assert.equal(yerushalmiMasechtot.length, 39);
assert.equal(holidays.length, 24);
assert.deepEqual(postTopics.slice(-2), ['Lomdus', 'History']);
assert.equal(doubleParshiot.length, 7);
assert.equal(mitzvotSchedule.at(-1).mitzvah, 613);
assert.equal(normalizeSpelling('Bava-Kama'), 'bavakama');
assert.equal(pkg.name, '@openshiur/reference-data');
console.info('plain Node ESM consumer: ok');
`;

const consumerTs = `
import { resolveMasechta, mitzvahForDate, type BavliMasechta, type Topic } from '@openshiur/reference-data';
import { perekForDaf, type PerekRange, dafPerakim } from '@openshiur/reference-data/bavli';
import { mishnayotSedarim, type Seder } from '@openshiur/reference-data/mishnayot';
import { parshiot, type Parsha } from '@openshiur/reference-data/parshiot';
import { spellingVariants } from '@openshiur/reference-data/spelling';
import { kitzur, seifimInKitzurSiman } from '@openshiur/reference-data/kitzur';
import { dirshuAmudim } from '@openshiur/reference-data/dirshu';

const masechta: BavliMasechta | undefined = resolveMasechta('Shabbat');
const slug: string | undefined = masechta?.slug;
const mitzvah: number | undefined = mitzvahForDate(new Date());
const perek: number | undefined = perekForDaf('Yevamos', 50);
const ranges: readonly PerekRange[] | undefined = dafPerakim['Yoma'];
const sedarim: readonly Seder[] = mishnayotSedarim;
const first: Parsha | undefined = parshiot[0];
const topic: Topic = 'Gemara';
const variants: string[] = spellingVariants('Shabbos');
// Every Kitzur count is known: plain numbers, no null.
const seifim: readonly number[] = kitzur;
const seifimInSiman: number | undefined = seifimInKitzurSiman(80);
const specDirshu: readonly number[] = dirshuAmudim;
// @ts-expect-error the specification's list is read-only
dirshuAmudim.push(1);
// The declarations are real types, not any:
// @ts-expect-error a masechta has no such field
masechta?.nonexistent;
// @ts-expect-error not a topic
const wrong: Topic = 'Not a topic';
export { slug, mitzvah, perek, ranges, sedarim, first, topic, variants, seifim, seifimInSiman, specDirshu, wrong };
`;

try {
  run('pnpm', ['pack', '--pack-destination', workDir], packageDir);
  const tarball = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack produced no tarball');

  const consumerDir = join(workDir, 'consumer');
  execFileSync('mkdir', ['-p', consumerDir]);
  writeFileSync(
    join(consumerDir, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
  );
  run('npm', ['install', '--no-audit', '--no-fund', join(workDir, tarball)], consumerDir);

  writeFileSync(join(consumerDir, 'consumer.mjs'), consumerEsm);
  run('node', ['consumer.mjs'], consumerDir);

  writeFileSync(join(consumerDir, 'consumer.ts'), consumerTs);
  writeFileSync(
    join(consumerDir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          strict: true,
          noEmit: true,
          types: [],
          skipLibCheck: false,
        },
        files: ['consumer.ts'],
      },
      null,
      2,
    ),
  );
  run('node', [tsc, '-p', 'tsconfig.json'], consumerDir);
  console.info('TypeScript NodeNext consumer: ok');
  console.info('check:pack passed');
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
