/**
 * Resident memory of a server: the process the bench started and every process below it, read
 * from /proc (Linux). `next start` may run its server in a child process, and the bench wants the
 * whole tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parent pid in a `/proc/{pid}/stat` line (the command name, in parentheses, may hold spaces). */
export function parseParentPid(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const parent = Number(fields[1]);
  return Number.isInteger(parent) ? parent : undefined;
}

/** `VmRSS` of a `/proc/{pid}/status` file, in bytes (0 for a zombie, which has none). */
export function parseResidentBytes(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** The pid and every descendant of it, from a parent-of map. */
export function descendants(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parents) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const tree: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    if (tree.includes(pid)) continue;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Summed RSS of `pid` and its descendants, and how many processes that is; undefined without /proc. */
export function processTreeMemory(pid: number, procDir = '/proc'): { bytes: number; processes: number } | undefined {
  let entries: string[];
  try {
    entries = readdirSync(procDir).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  const parents = new Map<number, number>();
  for (const entry of entries) {
    const parent = parseParentPid(readOrEmpty(join(procDir, entry, 'stat')));
    if (parent !== undefined) parents.set(Number(entry), parent);
  }
  if (!parents.has(pid)) return undefined;
  const tree = descendants(pid, parents);
  const bytes = tree.reduce((sum, member) => sum + parseResidentBytes(readOrEmpty(join(procDir, String(member), 'status'))), 0);
  return { bytes, processes: tree.length };
}

/** A process may exit between listing /proc and reading its files. */
function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
