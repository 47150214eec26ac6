/** The site's server (`pnpm start`: apps/web/server.mjs) for the benches: its database, and an identity provider of its own. */
import { join } from 'node:path';
import { freePort, RunningServer, siteServerEntry } from './server';
import { databaseEnv, type SiteDatabase } from './site-build';

/** A GraphQL call that answers once the server can reach its database. */
const READY_PATH = '/api/graphql?query=%7B__typename%7D';

export async function startSite(webDir: string, database: SiteDatabase, scratch: string): Promise<RunningServer> {
  const port = await freePort();
  return new RunningServer({
    label: 'site',
    readyPath: READY_PATH,
    cwd: webDir,
    bin: siteServerEntry(webDir),
    command: [],
    port,
    env: {
      ...databaseEnv(database, join(scratch, 'pglite')),
      // The embedded demo identity provider starts with the site: keep it off a running demo's port and files.
      EMBEDDED_OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
      AUTH_DATA_DIR: join(scratch, 'auth'),
      // As `pnpm start` runs it: glibc's malloc keeps fewer arenas (about 100 MiB less RSS under load).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      // And allocations of 128 KiB and up (whole pages being gzipped or spliced) go back to the system when freed.
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    },
  });
}
