/** The committed src/data/*.generated.ts files are exactly what the generator writes today. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generators } from '../../scripts/generators/index';
import { renderModule } from '../../scripts/lib/module-writer';

describe('generated data', () => {
  it.each(generators.map((generate) => [generate.name, generate] as const))('%s is up to date', (_, generate) => {
    const module = generate();
    const onDisk = readFileSync(new URL(`../data/${module.file}`, import.meta.url), 'utf8');
    expect(onDisk).toBe(renderModule(module));
  });
});
