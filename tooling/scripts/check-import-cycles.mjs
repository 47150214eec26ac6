#!/usr/bin/env node
// Fails when any module of the web app or a workspace package imports, directly or through others,
// a module that imports it back (type-only imports count: they tie the two files together too).
// Prints each cycle it finds. Part of `pnpm test`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const sources = [
  { dir: 'apps/web/src', tsConfig: 'apps/web/tsconfig.json' },
  ...['auth', 'db', 'graphql', 'reference-data', 'search', 'ui'].map((name) => ({
    dir: `packages/${name}/src`,
    tsConfig: `packages/${name}/tsconfig.json`,
  })),
];

let cycles = 0;
for (const { dir, tsConfig } of sources) {
  if (!existsSync(join(root, dir))) continue;
  const result = await madge(join(root, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: join(root, tsConfig),
    excludeRegExp: [/\/generated\//, /\.d\.ts$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  const found = result.circular();
  for (const cycle of found) console.error(`✖ ${dir}: ${[...cycle, cycle[0]].join(' → ')}`);
  cycles += found.length;
  console.info(`${dir}: ${Object.keys(result.obj()).length} modules, ${found.length} import cycles`);
}
if (cycles > 0) {
  console.error(`${cycles} import cycle(s): move the shared piece into a module both can import.`);
  process.exit(1);
}
