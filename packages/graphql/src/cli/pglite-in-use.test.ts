import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteFolderUse } from './pglite-in-use';

/** A PGlite folder and a stand-in for /proc with one process holding `held` open. */
function setUp({ pidFile, held }: { pidFile: boolean; held?: string }) {
  const root = mkdtempSync(join(tmpdir(), 'pglite-in-use-'));
  const folder = join(root, 'pglite');
  mkdirSync(join(folder, 'base'), { recursive: true });
  writeFileSync(join(folder, 'base', '1259'), '');
  if (pidFile) writeFileSync(join(folder, 'postmaster.pid'), '-42\n');
  const proc = join(root, 'proc');
  mkdirSync(join(proc, 'self', 'fd'), { recursive: true });
  mkdirSync(join(proc, '4242', 'fd'), { recursive: true });
  writeFileSync(join(proc, '4242', 'cmdline'), 'node\0next-server\0');
  symlinkSync('/dev/null', join(proc, '4242', 'fd', '0'));
  if (held) symlinkSync(held, join(proc, '4242', 'fd', '7'));
  return { root, folder, proc };
}

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('pgliteFolderUse', () => {
  it('finds the folder free without postmaster.pid', () => {
    const { root, folder, proc } = setUp({ pidFile: false });
    roots.push(root);
    expect(pgliteFolderUse(folder, proc)).toEqual({ kind: 'free' });
  });

  it('names the process that holds a file of the folder', () => {
    const { root, folder, proc } = setUp({ pidFile: true });
    roots.push(root);
    symlinkSync(join(folder, 'base', '1259'), join(proc, '4242', 'fd', '9'));
    expect(pgliteFolderUse(folder, proc)).toEqual({
      kind: 'in-use',
      processes: [{ pid: 4242, command: 'node next-server' }],
    });
  });

  it('takes a postmaster.pid nobody holds for one left by a killed process', () => {
    const { root, folder, proc } = setUp({ pidFile: true, held: '/tmp/elsewhere' });
    roots.push(root);
    expect(pgliteFolderUse(folder, proc)).toEqual({ kind: 'stale' });
  });

  it('cannot tell without a /proc to look in', () => {
    const { root, folder } = setUp({ pidFile: true });
    roots.push(root);
    expect(pgliteFolderUse(folder, join(root, 'no-proc'))).toEqual({ kind: 'maybe' });
  });
});
