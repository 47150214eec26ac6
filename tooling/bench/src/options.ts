/** What `pnpm bench` was asked to do: its flags and BENCH_* environment variables. */
export interface BenchOptions {
  /** `--large`: PostgreSQL at TEST_DATABASE_URL (a database of its own), seeded with SEED_SIZE=large. */
  large: boolean;
  /** Without `--no-build` the site is built for production first. */
  build: boolean;
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
  /** The PostgreSQL server for `--large`: the bench creates its own database there. */
  testDatabaseUrl: string | undefined;
  /** The database `--large` drops, creates and seeds (never the one TEST_DATABASE_URL names). */
  databaseName: string;
}

const FLAGS = new Set(['--large', '--no-build', '--all', '--no-heavy', '--no-signed-in']);

export function parseOptions(argv: readonly string[], env: Record<string, string | undefined>): BenchOptions {
  // `pnpm bench -- --large` passes the `--` through to the script: it is not a flag.
  const args = argv.filter((arg) => arg !== '--');
  const unknown = args.filter((arg) => !FLAGS.has(arg));
  if (unknown.length) throw new Error(`Unknown argument ${unknown.join(' ')}; known: ${[...FLAGS].join(' ')}`);
  return {
    large: args.includes('--large'),
    build: !args.includes('--no-build'),
    all: args.includes('--all'),
    heavy: !args.includes('--no-heavy'),
    signedIn: !args.includes('--no-signed-in'),
    durationSeconds: positive(env, 'BENCH_DURATION', 10),
    connections: positive(env, 'BENCH_CONNECTIONS', 10),
    heavyDurationSeconds: positive(env, 'BENCH_HEAVY_DURATION', 60),
    heavyConnections: positive(env, 'BENCH_HEAVY_CONNECTIONS', 200),
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
