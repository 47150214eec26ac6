/** What `pnpm bench:search` was asked to do: its flags and BENCH_SEARCH_* environment variables. */
import { seedCounts } from '@openshiur/db';
import { positive } from './options';

/** The large demo seed: the catalogue every run starts from (more posts are dated copies of it). */
export const LARGE_SEED_POSTS = seedCounts.large.posts;

export interface SearchBenchOptions {
  /** `--posts N`: posts in the catalogue (default: the large seed's). */
  posts: number;
  /** Without `--no-build` the site is built for production against the bench's database. */
  build: boolean;
  /** `--fresh`: drop the bench's database and seed it again, even if it is ready. */
  fresh: boolean;
  /** `--no-http`: engine-level figures only; no site build, no server. */
  http: boolean;
  /** `--no-load`: skips the many-visitors run. */
  load: boolean;
  /** Engine-level and single-visitor passes over the queries. */
  rounds: number;
  visitors: number;
  loadSeconds: number;
  /** The PostgreSQL server: the bench creates its own database there. */
  testDatabaseUrl: string | undefined;
  /** The bench's database: kept between runs, one per catalogue size unless named. */
  databaseName: string;
}

const SWITCHES = new Set(['--no-build', '--fresh', '--no-http', '--no-load']);

/** `1000000`, `1_000_000` or `1,000,000`. */
function postCount(raw: string | undefined): number {
  const value = Number((raw ?? '').replace(/[_,]/g, ''));
  if (!raw || !Number.isInteger(value) || value <= 0) throw new Error(`--posts needs a whole number above 0, not ${raw ?? 'nothing'}`);
  return value;
}

export function parseSearchOptions(argv: readonly string[], env: Record<string, string | undefined>): SearchBenchOptions {
  let posts = LARGE_SEED_POSTS;
  const switches = new Set<string>();
  // `pnpm bench:search -- --posts N` passes the `--` through to the script: it is not a flag.
  const args = argv.filter((arg) => arg !== '--');
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--posts') posts = postCount(args[(index += 1)]);
    else if (arg.startsWith('--posts=')) posts = postCount(arg.slice('--posts='.length));
    else if (SWITCHES.has(arg)) switches.add(arg);
    else throw new Error(`Unknown argument ${arg}; known: --posts N ${[...SWITCHES].join(' ')}`);
  }
  return {
    posts,
    build: !switches.has('--no-build'),
    fresh: switches.has('--fresh'),
    http: !switches.has('--no-http'),
    load: !switches.has('--no-load'),
    rounds: positive(env, 'BENCH_SEARCH_ROUNDS', 5),
    visitors: positive(env, 'BENCH_SEARCH_VISITORS', 50),
    loadSeconds: positive(env, 'BENCH_SEARCH_LOAD_SECONDS', 60),
    testDatabaseUrl: env.TEST_DATABASE_URL || undefined,
    databaseName: env.BENCH_SEARCH_DATABASE_NAME || `openshiur_search_bench_${posts}`,
  };
}
