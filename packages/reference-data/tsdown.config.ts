import { defineConfig } from 'tsdown';

/**
 * One entry per data family, so consumers can import a subpath (`@openshiur/reference-data/bavli`)
 * and load only that family. Keep in sync with "exports" in package.json (a test checks it).
 */
export const entries = {
  index: 'src/index.ts',
  enumerations: 'src/enumerations.ts',
  bavli: 'src/bavli/index.ts',
  parshiot: 'src/parshiot/index.ts',
  nach: 'src/nach/index.ts',
  mishnayot: 'src/mishnayot/index.ts',
  yerushalmi: 'src/yerushalmi/index.ts',
  mitzvot: 'src/mitzvot/index.ts',
  'mishneh-torah': 'src/mishneh-torah/index.ts',
  kitzur: 'src/kitzur/index.ts',
  dirshu: 'src/dirshu/index.ts',
  spelling: 'src/spelling/index.ts',
};

export default defineConfig({
  entry: entries,
  format: ['esm'],
  platform: 'neutral',
  // .mjs + .d.mts whatever the package "type", as consumers' tools expect for ESM-only packages.
  fixedExtension: true,
  dts: true,
  clean: true,
});
