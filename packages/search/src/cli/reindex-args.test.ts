import { describe, expect, it } from 'vitest';
import { parseReindexArgs, REINDEX_USAGE, type ReindexEnv } from './reindex-args';

const cwd = '/repo/packages/search';
const url = 'postgres://postgres@127.0.0.1:5432/openshiur';
const parse = (argv: string[], env: ReindexEnv = {}) => parseReindexArgs(argv, env, cwd);

describe('parseReindexArgs', () => {
  it('takes --resume anywhere among the arguments', () => {
    expect(parse(['--resume', '--data-dir', '/srv/pglite'])).toEqual({
      kind: 'run',
      source: { kind: 'pglite', dataDir: '/srv/pglite' },
      resume: true,
    });
    expect(parse(['--data-dir=/srv/pglite', '--resume'])).toMatchObject({ resume: true });
  });

  it('takes a PGlite folder from --data-dir, in either spelling', () => {
    const expected = { kind: 'run', source: { kind: 'pglite', dataDir: '/srv/pglite' } };
    expect(parse(['--data-dir', '/srv/pglite'])).toEqual(expected);
    expect(parse(['--data-dir=/srv/pglite'])).toEqual(expected);
    // `pnpm reindex -- --data-dir …` may pass the separator through.
    expect(parse(['--', '--data-dir', '/srv/pglite'])).toEqual(expected);
  });

  it('takes a relative folder from where the command was typed (INIT_CWD), else the cwd', () => {
    expect(parse(['--data-dir', '.data/pglite'], { INIT_CWD: '/repo/apps/web' })).toEqual({
      kind: 'run',
      source: { kind: 'pglite', dataDir: '/repo/apps/web/.data/pglite' },
    });
    expect(parse(['--data-dir', '../../apps/web/.data/pglite'], { INIT_CWD: ' ' })).toEqual({
      kind: 'run',
      source: { kind: 'pglite', dataDir: '/repo/apps/web/.data/pglite' },
    });
  });

  it('uses DATABASE_URL before --data-dir, and says the folder is not used', () => {
    expect(parse([], { DATABASE_URL: url })).toEqual({
      kind: 'run',
      source: { kind: 'postgres', url },
    });
    expect(parse(['--data-dir', '/srv/pglite'], { DATABASE_URL: url })).toEqual({
      kind: 'run',
      source: { kind: 'postgres', url, ignoredDataDir: '/srv/pglite' },
    });
  });

  it('treats a blank DATABASE_URL as unset', () => {
    expect(parse(['--data-dir', '/srv/pglite'], { DATABASE_URL: '  ' })).toEqual({
      kind: 'run',
      source: { kind: 'pglite', dataDir: '/srv/pglite' },
    });
  });

  it('refuses to guess a database when there is neither', () => {
    expect(parse([])).toEqual({
      kind: 'usage-error',
      message: 'no database: set DATABASE_URL or pass --data-dir',
    });
    expect(parse([], { PGLITE_DIR: '.data/pglite' })).toMatchObject({
      kind: 'usage-error',
      message: expect.stringContaining("PGLITE_DIR=.data/pglite is the web app's setting"),
    });
  });

  it.each([
    [['--data-dir'], '--data-dir needs a folder'],
    [['--data-dir', '--help'], '--data-dir needs a folder'],
    [['--data-dir='], '--data-dir needs a folder'],
    [['--data-dir', ' '], '--data-dir needs a folder'],
    [['--data-dir', '/a', '--data-dir', '/b'], '--data-dir is given more than once'],
    [['--datadir', '/a'], 'unknown option --datadir'],
    [['/srv/pglite'], 'unexpected argument /srv/pglite'],
  ])('rejects %j', (argv, message) => {
    expect(parse(argv, { DATABASE_URL: url })).toEqual({ kind: 'usage-error', message });
  });

  it('rejects a DATABASE_URL that is not a URL', () => {
    expect(parse([], { DATABASE_URL: 'the server on 5432' })).toEqual({
      kind: 'usage-error',
      message: 'DATABASE_URL is not a URL',
    });
  });

  it('answers --help and -h with the usage', () => {
    expect(parse(['--help'])).toEqual({ kind: 'help' });
    expect(parse(['--data-dir', '/srv/pglite', '-h'])).toEqual({ kind: 'help' });
    expect(REINDEX_USAGE).toMatch(/^Usage: reindex \[--data-dir DIR\]/);
  });
});
