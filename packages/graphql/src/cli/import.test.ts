/**
 * The command end to end: spawned as `pnpm catalogue:import` runs it, on an example file, against a
 * PGlite folder of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const dbPackageDir = fileURLToPath(new URL('../../../db', import.meta.url));
const tsx = join(packageDir, 'node_modules', '.bin', 'tsx');
const examples = fileURLToPath(new URL('../import/examples/', import.meta.url));

interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
}

let folder: string;
let dataDir: string;

function runImport(args: string[]): Promise<Result> {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: dataDir, INIT_CWD: folder };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/cli/import.ts', ...args], { cwd: packageDir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The summary's line for one kind: [created, updated, unchanged, failed]. */
function countsOf(stdout: string, label: string): number[] {
  const line = stdout.split('\n').find((text) => text.trim().startsWith(label));
  return line!.trim().split(/\s+/).slice(1).map(Number);
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'catalogue-import-'));
  dataDir = join(folder, 'pglite');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('pnpm catalogue:import', () => {
  it('imports a CSV file into a new PGlite folder, then finds the same catalogue as JSON unchanged', async () => {
    const first = await runImport([join(examples, 'catalogue.csv')]);
    expect(first.stderr).toContain(`into a new PGlite database at ${dataDir}`);
    expect(first.stderr).toMatch(/posts +\[#+\] 100% 3\/3/);
    expect(countsOf(first.stdout, 'posts')).toEqual([3, 0, 0, 0]);
    expect(first.stdout).toContain('1 Scheduled post got a publishing job');
    expect(first.status).toBe(0);

    const second = await runImport([join(examples, 'catalogue.json')]);
    expect(countsOf(second.stdout, 'authors')).toEqual([0, 0, 2, 0]);
    expect(countsOf(second.stdout, 'posts')).toEqual([0, 0, 3, 0]);
    expect(second.status).toBe(0);
  }, 120_000);

  it('reports failed rows on the terminal and in the report, and exits with 1', async () => {
    const csv = readFileSync(join(examples, 'catalogue.csv'), 'utf8')
      .replace('post,p-3,', 'post,p-3-new,')
      .replace(',Berachos,2,a,', ',Berachos,99,a,');
    writeFileSync(join(folder, 'edited.csv'), csv);
    // Relative paths are taken from where the command was typed (INIT_CWD).
    const result = await runImport(['edited.csv', '--report', 'errors.csv', '--dry-run']);
    expect(result.stderr).toContain('row 6 post "p-1": daf: Berachos has dafim 2 to 64');
    expect(readFileSync(join(folder, 'errors.csv'), 'utf8')).toBe(
      'row,type,externalId,field,message\n6,post,p-1,daf,Berachos has dafim 2 to 64\n',
    );
    expect(result.stdout).toContain('Dry run (nothing written)');
    expect(countsOf(result.stdout, 'posts')).toEqual([1, 0, 1, 1]);
    expect(result.status).toBe(1);
  }, 120_000);

  it('refuses, and says why, while another process has the PGlite folder open', async () => {
    const holder = await openElsewhere(dataDir);
    try {
      const result = await runImport([join(examples, 'catalogue.csv')]);
      expect(result.stderr).toContain(
        `The database at ${dataDir} is open in another process (the site?)`,
      );
      expect(result.stderr).toContain(`process ${holder.pid}:`);
      expect(result.stderr).toContain('stop the site, import, then start it again');
      expect(result.status).toBe(2);
    } finally {
      holder.kill();
      await new Promise((resolve) => holder.once('exit', resolve));
    }
  }, 120_000);

  it('answers a usage error with the usage and 2', async () => {
    const result = await runImport(['one.csv', 'two.csv']);
    expect(result.stderr).toContain('catalogue:import: one file at a time');
    expect(result.stderr).toContain('Usage: pnpm catalogue:import FILE');
    expect(result.status).toBe(2);
  }, 60_000);
});

/** A process holding the folder open as the site would, until killed. */
function openElsewhere(dir: string): Promise<ChildProcess> {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(${JSON.stringify(dir)});
    await db.query('select 1');
    console.log('ready');
    setInterval(() => {}, 1000);
  `;
  // Run from the db package, which depends on PGlite.
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dbPackageDir,
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on(
      'data',
      (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child),
    );
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the holding process ended (${code})`)));
  });
}
