import type { DatabaseChoice } from './site-database';

/** What `pnpm bench` was asked to do: its flags and BENCH_* environment variables. */
export interface BenchOptions extends DatabaseChoice {
  /** `--all`: every page type and file the bench knows, not only the main pages. */
  all: boolean;
  /** `--no-heavy`: skips the 200-connection run. */
  heavy: boolean;
  /** `--no-signed-in`: skips the signed-in run. */
  signedIn: boolean;
  durationSeconds: number;
  connections: number;
  heavyDurationSeconds: number;
  heavyConnections: number;
}

const FLAGS = ['--large', '--no-build', '--all', '--no-heavy', '--no-signed-in'];

export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): BenchOptions {
  const args = readFlags(argv, FLAGS);
  return {
    ...databaseChoice(args, env),
    all: args.has('--all'),
    heavy: !args.has('--no-heavy'),
    signedIn: !args.has('--no-signed-in'),
    durationSeconds: positive(env, 'BENCH_DURATION', 10),
    connections: positive(env, 'BENCH_CONNECTIONS', 10),
    heavyDurationSeconds: positive(env, 'BENCH_HEAVY_DURATION', 60),
    heavyConnections: positive(env, 'BENCH_HEAVY_CONNECTIONS', 200),
  };
}

/** The flags given, refusing any not in `known`. */
export function readFlags(argv: readonly string[], known: readonly string[]): Set<string> {
  // `pnpm bench -- --large` passes the `--` through to the script: it is not a flag.
  const args = argv.filter((arg) => arg !== '--');
  const unknown = args.filter((arg) => !known.includes(arg));
  if (unknown.length) throw new Error(`Unknown argument ${unknown.join(' ')}; known: ${known.join(' ')}`);
  return new Set(args);
}

/** `--large`, `--no-build`, TEST_DATABASE_URL and BENCH_DATABASE_NAME: the database a run measures. */
export function databaseChoice(args: ReadonlySet<string>, env: Record<string, string | undefined>): DatabaseChoice {
  return {
    large: args.has('--large'),
    build: !args.has('--no-build'),
    testDatabaseUrl: env.TEST_DATABASE_URL || undefined,
    databaseName: env.BENCH_DATABASE_NAME || 'openshiur_bench',
  };
}

/** A whole number above 0 from the environment, or `fallback` when unset. */
export function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, not ${raw}`);
  return value;
}
