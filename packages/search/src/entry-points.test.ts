/**
 * The package's entry points: test support is reachable only through `@openshiur/search/testing`.
 * Follows every relative import (static, side-effect and dynamic) from each other entry and fails
 * if one reaches `src/testing/`, so the emulator and the contract suite (which imports Vitest)
 * never end up in the site's server or browser code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const testingDir = join(packageDir, 'src', 'testing');
const exportsMap: Record<string, string> = packageJson.exports;

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveModule(fromFile: string, specifier: string): string {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') || candidate.endsWith('.tsx')) {
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(`cannot resolve ${specifier} from ${relative(packageDir, fromFile)}`);
}

/** Every file an entry loads, each with the chain of imports that reached it. */
function moduleGraph(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveModule(file, match[1]!);
      if (reached.has(target)) continue;
      reached.set(target, [...reached.get(file)!, target]);
      queue.push(target);
    }
  }
  return reached;
}

describe('package entry points', () => {
  it('exports the test support as ./testing', () => {
    expect(exportsMap['./testing']).toBe('./src/testing/index.ts');
  });

  const entries = Object.entries(exportsMap).filter(([subpath]) => subpath !== './testing');

  it.each(entries)('%s loads no test support', (_, target) => {
    const graph = moduleGraph(join(packageDir, target));
    // Each entry is more than one file: a regex that found no imports would prove nothing.
    expect(graph.size).toBeGreaterThan(1);
    const intoTesting = [...graph.entries()]
      .filter(([file]) => file.startsWith(`${testingDir}/`))
      .map(([, chain]) => chain.map((file) => relative(packageDir, file)).join(' → '));
    expect(intoTesting).toEqual([]);
  });
});
