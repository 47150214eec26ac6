/**
 * Whether another process has a PGlite folder open. PGlite is PostgreSQL in one process: two
 * processes writing one folder corrupt it, and PGlite does not stop the second. While open it keeps
 * `postmaster.pid` in the folder (removed on close) and holds its data files open, so on Linux the
 * processes using it are found in /proc; elsewhere the file alone has to do.
 */
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export type FolderUse =
  | { kind: 'free' }
  /** The file is there but no process holds the folder: one was killed before closing it. */
  | { kind: 'stale' }
  | { kind: 'in-use'; processes: { pid: number; command: string }[] }
  /** The file is there and the processes cannot be looked at (not Linux). */
  | { kind: 'maybe' };

export function pgliteFolderUse(dataDir: string, proc = '/proc'): FolderUse {
  const folder = resolve(dataDir);
  if (!existsSync(join(folder, 'postmaster.pid'))) return { kind: 'free' };
  if (!existsSync(join(proc, 'self', 'fd'))) return { kind: 'maybe' };
  const processes: { pid: number; command: string }[] = [];
  for (const entry of readdirSync(proc)) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    if (holdsFileIn(join(proc, entry, 'fd'), folder))
      processes.push({ pid, command: commandOf(join(proc, entry)) });
  }
  return processes.length > 0 ? { kind: 'in-use', processes } : { kind: 'stale' };
}

function holdsFileIn(fdDir: string, folder: string): boolean {
  let fds: string[];
  try {
    fds = readdirSync(fdDir);
  } catch {
    return false; // gone meanwhile, or another user's
  }
  return fds.some((fd) => {
    try {
      const target = readlinkSync(join(fdDir, fd));
      return target === folder || target.startsWith(folder + sep);
    } catch {
      return false;
    }
  });
}

function commandOf(processDir: string): string {
  try {
    return readFileSync(join(processDir, 'cmdline'), 'utf8')
      .split('\0')
      .filter(Boolean)
      .join(' ')
      .slice(0, 200);
  } catch {
    return '?';
  }
}
