import { describe, expect, it } from 'vitest';
import { parseImportArgs, type ImportEnv } from './import-args';

const cwd = '/repo/packages/graphql';
const webDir = '/repo/apps/web';
const parse = (argv: string[], env: ImportEnv = {}) => parseImportArgs(argv, env, cwd, webDir);
const url = 'postgres://postgres@127.0.0.1:5432/openshiur';

describe('parseImportArgs', () => {
  it('takes the file and the report from where the command was typed', () => {
    expect(
      parse(['data/catalogue.csv', '--report', 'errors.json'], { INIT_CWD: '/home/editor' }),
    ).toEqual({
      kind: 'run',
      file: '/home/editor/data/catalogue.csv',
      dryRun: false,
      type: undefined,
      report: '/home/editor/errors.json',
      target: { kind: 'pglite', dataDir: '/repo/apps/web/.data/pglite' },
    });
  });

  it('writes to DATABASE_URL when set, else to the site PGLITE_DIR, relative to apps/web', () => {
    expect(parse(['a.csv'], { DATABASE_URL: url })).toMatchObject({
      target: { kind: 'postgres', url },
    });
    expect(parse(['a.csv'], { DATABASE_URL: ' ', PGLITE_DIR: '.data/other' })).toMatchObject({
      target: { kind: 'pglite', dataDir: '/repo/apps/web/.data/other' },
    });
    expect(parse(['a.csv'], { PGLITE_DIR: '/srv/pglite' })).toMatchObject({
      target: { kind: 'pglite', dataDir: '/srv/pglite' },
    });
  });

  it('reads --dry-run and --type, and a separator pnpm passed on', () => {
    expect(parse(['--', 'a.csv', '--dry-run', '--type=Posts'])).toMatchObject({
      kind: 'run',
      dryRun: true,
      type: 'post',
    });
  });

  it.each([
    [[], 'give the file to import'],
    [['a.csv', 'b.csv'], 'one file at a time (got a.csv, b.csv)'],
    [['a.csv', '--type', 'teacher'], '--type is author, series or post'],
    [['a.csv', '--report='], '--report needs a path'],
  ])('refuses %j', (argv, message) => {
    expect(parse(argv)).toEqual({ kind: 'usage-error', message });
  });

  it('refuses an unknown option and a DATABASE_URL that is not PostgreSQL', () => {
    expect(parse(['a.csv', '--dryrun'])).toMatchObject({
      kind: 'usage-error',
      message: expect.stringContaining('--dryrun'),
    });
    expect(parse(['a.csv'], { DATABASE_URL: 'mysql://x' })).toMatchObject({ kind: 'usage-error' });
    expect(parse(['--help'])).toEqual({ kind: 'help' });
  });
});
