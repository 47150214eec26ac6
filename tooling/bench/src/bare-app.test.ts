import { describe, expect, it } from 'vitest';
import { bareAppFiles, commonAncestor } from './bare-app';

describe('commonAncestor', () => {
  it('is the deepest folder holding both paths', () => {
    expect(commonAncestor('/tmp/openshiur-bench-x/bare', '/work/repo/node_modules/.pnpm/next/node_modules/next')).toBe('/');
    expect(commonAncestor('/work/a/b', '/work/a/c/d')).toBe('/work/a');
    expect(commonAncestor('/work/ab', '/work/a')).toBe('/work');
  });
});

describe('bareAppFiles', () => {
  const files = bareAppFiles('/');

  it('has a static page and a per-request page, both of 200 links', () => {
    expect(files['app/links.jsx']).toContain('length: 200');
    expect(files['app/page.jsx']).toContain('<Links />');
    expect(files['app/page.jsx']).not.toMatch(/dynamic|connection/);
    expect(files['app/dynamic/page.jsx']).toContain("export const dynamic = 'force-dynamic'");
    expect(files['app/dynamic/page.jsx']).toContain('await connection()');
  });

  it('lets Turbopack read the linked packages, and writes no TypeScript', () => {
    expect(JSON.parse(files['next.config.mjs']!.replace(/^export default |;\n$/g, ''))).toMatchObject({
      turbopack: { root: '/' },
      outputFileTracingRoot: '/',
    });
    expect(Object.keys(files).filter((path) => /\.tsx?$/.test(path))).toEqual([]);
  });
});
