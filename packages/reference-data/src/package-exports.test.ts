/** package.json "exports" and the tsdown entries must describe the same subpaths. */
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import { entries } from '../tsdown.config';

describe('package entry points', () => {
  it('exports one subpath per tsdown entry, each with types and default', () => {
    const expected = Object.fromEntries(
      Object.keys(entries).map((entry) => [
        entry === 'index' ? '.' : `./${entry}`,
        { types: `./dist/${entry}.d.mts`, default: `./dist/${entry}.mjs` },
      ]),
    );
    expect(packageJson.exports).toEqual({ ...expected, './package.json': './package.json' });
  });

  it('stays side-effect free, ESM only and without runtime dependencies', () => {
    expect(packageJson.sideEffects).toBe(false);
    expect(packageJson.type).toBe('module');
    expect(packageJson).not.toHaveProperty('dependencies');
    expect(packageJson.main).toBe('./dist/index.mjs');
    expect(packageJson.types).toBe('./dist/index.d.mts');
  });
});
