import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('Apollo in the browser', () => {
  it('is imported only by the module loaded on first use, so it stays out of every page’s scripts', () => {
    const importers = sourceFiles(srcDir)
      .map((path) => relative(srcDir, path))
      // Server code runs Apollo's RSC client; it never reaches a browser bundle.
      .filter((path) => !/(^|\/)server\//.test(path))
      .filter((path) => /from '@apollo\/client[^']*'/.test(readFileSync(join(srcDir, path), 'utf8')));
    expect(importers).toEqual(['lib/apollo/browser-client.ts']);
  });
});
