import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { descendants, parseParentPid, parseResidentBytes, processTreeMemory } from './process-memory';

describe('parseParentPid', () => {
  it('reads the fourth field, after a command name that may hold spaces and parentheses', () => {
    expect(parseParentPid('4242 (next-server (v16.4.6)) S 4200 4242 4200 0 -1 4194560 123')).toBe(4200);
    expect(parseParentPid('1 (init) S 0 1 1 0')).toBe(0);
  });
});

describe('parseResidentBytes', () => {
  it('reads VmRSS in bytes, and 0 when the status has none (a zombie)', () => {
    expect(parseResidentBytes('Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  204800 kB\nRssAnon:\t 1 kB\n')).toBe(209_715_200);
    expect(parseResidentBytes('Name:\tnode\nState:\tZ (zombie)\n')).toBe(0);
  });
});

describe('descendants', () => {
  it('lists the root and everything below it, not its siblings', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect(descendants(10, parents).sort()).toEqual([10, 11, 12, 13]);
  });
});

describe('processTreeMemory', () => {
  let procDir: string | undefined;
  afterEach(() => {
    if (procDir) rmSync(procDir, { recursive: true, force: true });
  });

  function fakeProcess(pid: number, parent: number, rssKiB: number) {
    mkdirSync(join(procDir!, String(pid)));
    writeFileSync(join(procDir!, String(pid), 'stat'), `${pid} (node) S ${parent} ${pid} 0 0`);
    writeFileSync(join(procDir!, String(pid), 'status'), `Name:\tnode\nVmRSS:\t${rssKiB} kB\n`);
  }

  it('sums the resident memory of a process tree from a /proc folder', () => {
    procDir = mkdtempSync(join(tmpdir(), 'bench-proc-'));
    fakeProcess(100, 1, 1000);
    fakeProcess(101, 100, 2000);
    fakeProcess(102, 101, 24);
    fakeProcess(200, 1, 99_999);
    mkdirSync(join(procDir, 'self'));
    expect(processTreeMemory(100, procDir)).toEqual({ bytes: 3024 * 1024, processes: 3 });
    expect(processTreeMemory(999, procDir)).toBeUndefined();
  });

  it('is undefined without a /proc folder', () => {
    expect(processTreeMemory(1, '/no/such/proc')).toBeUndefined();
  });
});
