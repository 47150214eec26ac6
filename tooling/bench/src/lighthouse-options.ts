import { databaseChoice, positive, readFlags } from './options';
import type { DatabaseChoice } from './site-database';

/** What `pnpm bench:lighthouse` was asked to do: its flags and BENCH_* environment variables. */
export interface LighthouseOptions extends DatabaseChoice {
  /** Lighthouse runs per page; the run nearest the median (FCP and TTI) is reported, as Lighthouse advises. */
  runs: number;
  /** `--no-bare`: skips the bare Next app's static page, the floor any Next page starts from. */
  bare: boolean;
  /** `BENCH_LIGHTHOUSE_REPORTS`: a folder to write each page's reported run into (`<page>.json`, Lighthouse's own format). */
  reportsDir: string | undefined;
}

const FLAGS = ['--large', '--no-build', '--no-bare'];

export function parseLighthouseOptions(argv: readonly string[], env: Record<string, string | undefined>): LighthouseOptions {
  const args = readFlags(argv, FLAGS);
  return {
    ...databaseChoice(args, env),
    runs: positive(env, 'BENCH_LIGHTHOUSE_RUNS', 3),
    bare: !args.has('--no-bare'),
    reportsDir: env.BENCH_LIGHTHOUSE_REPORTS || undefined,
  };
}
