/**
 * `pnpm db:seed`: migrates a database and fills it with demo content if it has no posts.
 *
 *   DATABASE_URL=postgres://…  SEED_SIZE=large pnpm db:seed   # a PostgreSQL server
 *   PGLITE_DIR=.data/pglite    SEED_SIZE=small pnpm db:seed   # a PGlite folder (default: in memory, a dry run)
 */
import { z } from 'zod';
import { createDatabase, prepareDatabase, seedCounts } from '../src/index';

const env = z
  .object({
    DATABASE_URL: z.string().url().optional(),
    PGLITE_DIR: z.string().min(1).optional(),
    SEED_SIZE: z.enum(['small', 'large']).default('small'),
  })
  .parse(process.env);

const target = env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite at ${env.PGLITE_DIR ?? 'memory://'}`;
console.info(
  `Seeding ${target} with the ${env.SEED_SIZE} demo content (${seedCounts[env.SEED_SIZE].posts} posts)…`,
);

const connection = await createDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
try {
  const started = performance.now();
  const { seeded } = await prepareDatabase(connection, { seed: { size: env.SEED_SIZE } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    seeded
      ? `Migrated and seeded in ${seconds} s.`
      : `Migrated in ${seconds} s; the database already has posts, so nothing was seeded.`,
  );
} finally {
  await connection.close();
}
