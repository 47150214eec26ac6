import 'server-only';
import { getDatabase, IN_MEMORY, type Database } from '@openshiur/db';
import { createContext, databaseSessions, identifyRequest, type GraphQLContext } from '@openshiur/graphql/server';
import { suggestWithSafeNames, type ContentChanges, type Suggestions } from '@openshiur/search';
import { env, isBuildPhase } from '@/env';
import { tokenVerifier } from '@/features/account/server/auth';
import { sessionTimeouts } from '@/features/account/server/session-timeouts';
import { mediaUploadEndpoint } from '@/features/media/server/upload-endpoint';
import { linkTokens } from '@/features/mail/server/mail-links';
import { paymentsService } from '@/features/payments/server/payments';
import { dedicationCalendar } from '@/features/memorial/server/yahrzeit';
import { runJobsSoon } from './jobs/job-ticker';
import { applyContentChanges } from './apply-content-changes';
import { searchEngineFor } from './search-engine';
import { indexPendingContent, syncSearchIndex } from './search-index';
import { createSuggestionCache, type SuggestionCache } from './suggestion-cache';

/**
 * The one place the server's services are built and put together: the database, the search engine
 * and the GraphQL context that the in-process reads, the server components' Apollo client and the
 * /api/graphql endpoint all execute with.
 */

/**
 * The site's database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite under
 * PGLITE_DIR, migrated and (when empty) seeded with demo content on first use, and its content
 * indexed for the built-in search.
 *
 * `next build` prerenders the cached pages, so it reads content too. With DATABASE_URL that is the
 * real database. Without it, each build worker opens its own in-memory PGlite seeded with the same
 * deterministic demo content a fresh PGLITE_DIR gets: workers are separate processes, and two
 * processes must never open one PGlite folder.
 */
export async function database(): Promise<Database> {
  const dataDir = isBuildPhase && !env.DATABASE_URL ? IN_MEMORY : env.PGLITE_DIR;
  const db = await getDatabase({ url: env.DATABASE_URL, dataDir, seed: { size: env.SEED_SIZE }, queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS });
  // The seed writes rows without search keys: index them before the first search can miss them.
  await indexPendingContent(db);
  return db;
}

/** The search engine over the site's database. */
export async function searchEngine() {
  return searchEngineFor(await database());
}

/** Texts whose dropdown answers one process keeps (a few KB each). */
const SUGGESTION_CACHE_ENTRIES = 5_000;
const SUGGESTION_CACHE_KEY = Symbol.for('@openshiur/web/suggestion-cache');

/** The dropdown's answers (names made safe to show), through this process's short-lived cache. */
export function suggestionCache(): SuggestionCache {
  const store = globalThis as typeof globalThis & { [SUGGESTION_CACHE_KEY]?: SuggestionCache };
  store[SUGGESTION_CACHE_KEY] ??= createSuggestionCache(
    async (text): Promise<Suggestions> => suggestWithSafeNames(await searchEngine(), text),
    { ttlMs: env.SEARCH_SUGGEST_CACHE_SECONDS * 1000, maxEntries: SUGGESTION_CACHE_ENTRIES },
  );
  return store[SUGGESTION_CACHE_KEY];
}

/** The GraphQL context for a request: who asks (a Bearer token or the session cookie), over the site's services. */
export async function contextForRequest(request: Request): Promise<GraphQLContext> {
  const db = await database();
  const identity = await identifyRequest(request, { verifier: tokenVerifier, sessions: databaseSessions(db, sessionTimeouts) });
  return createContext({
    db,
    ...identity,
    search: searchEngineFor(db),
    rolesClaim: env.OIDC_ROLES_CLAIM,
    contentChanged: async (changes) => {
      await applyContentChanges({ changes }, syncSearchIndexWith);
    },
    mediaUploadEndpoint: mediaUploadEndpoint(),
    linkTokens: await linkTokens(),
    mailQueued: runJobsSoon,
    payments: await paymentsService(db),
    dedicationCalendar,
    contactInbox: env.ORGANISATION_CONTACT_EMAIL,
  });
}

/** The GraphQL context of an anonymous visitor: what every visitor may see, the same for all of them. */
export async function anonymousContext(): Promise<GraphQLContext> {
  const db = await database();
  return createContext({ db, viewer: null, search: searchEngineFor(db), dedicationCalendar });
}

/** Brings the configured search index up to date with changed records (POST /api/revalidate). */
export async function syncSearchIndexWith(changes: ContentChanges): Promise<void> {
  await syncSearchIndex(await database(), changes);
  // This process's dropdown shows the change at once; other instances within their cache's TTL.
  suggestionCache().clear();
}
