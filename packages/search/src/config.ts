/**
 * Which search engine runs, from the environment. Algolia is used only when `ALGOLIA_APP_ID` is
 * set; otherwise the built-in PostgreSQL engine answers. A half-configured Algolia is an error at
 * start-up, listing every problem, rather than a silent fall-back to the other engine.
 */
import { z } from 'zod';
import type { AlgoliaBrowserConfig } from './algolia/browser';
import { postsReplicaNames } from './algolia/names';

export type { AlgoliaBrowserConfig, AlgoliaIndexNames } from './algolia/browser';

/** Everything the server needs: the browser's part plus the admin key for the indexer. */
export interface AlgoliaConfig extends AlgoliaBrowserConfig {
  /** Writes records, settings and synonyms. Server only: never hand it to a browser. */
  adminApiKey: string;
}

/** Blank counts as unset, so `ALGOLIA_INDEX_POSTS=` in a .env file means "the default". */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const required = (what: string) =>
  z.preprocess(
    blankAsUnset,
    z.string({ error: `is required when ALGOLIA_APP_ID is set (${what})` }).trim(),
  );

/** Index names are kept to characters that need no escaping in URLs, filters or dashboards. */
const indexName = (fallback: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .max(200)
      .regex(/^[A-Za-z0-9_.-]+$/, 'may hold only letters, digits, "_", "-" and "."')
      .default(fallback),
  );

const algoliaEnvSchema = z
  .object({
    ALGOLIA_APP_ID: z.preprocess(
      blankAsUnset,
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]+$/, 'must be an Algolia application id (letters and digits)'),
    ),
    ALGOLIA_SEARCH_API_KEY: required('the search-only key, sent to browsers'),
    ALGOLIA_ADMIN_API_KEY: required('the admin key, used by the indexer on the server'),
    ALGOLIA_INDEX_POSTS: indexName('posts'),
    ALGOLIA_INDEX_AUTHORS: indexName('authors'),
    ALGOLIA_INDEX_SERIES: indexName('series'),
  })
  .superRefine((env, context) => {
    if (env.ALGOLIA_SEARCH_API_KEY === env.ALGOLIA_ADMIN_API_KEY) {
      // The search key goes to every browser: it must not be the key that can write.
      context.addIssue({
        code: 'custom',
        path: ['ALGOLIA_SEARCH_API_KEY'],
        message: 'must be the search-only key, not the admin key',
      });
    }
    const names = [
      env.ALGOLIA_INDEX_POSTS,
      env.ALGOLIA_INDEX_AUTHORS,
      env.ALGOLIA_INDEX_SERIES,
      // The sort replicas are named after the posts index (`posts_newest`, `posts_oldest`).
      ...Object.values(postsReplicaNames(env.ALGOLIA_INDEX_POSTS)),
    ];
    if (new Set(names).size !== names.length) {
      context.addIssue({
        code: 'custom',
        path: ['ALGOLIA_INDEX_POSTS'],
        message: `index names must differ from each other and from the posts replicas (${names.join(', ')})`,
      });
    }
  });

/** The variables this module reads; anything else in the environment is ignored. */
export type AlgoliaEnv = Partial<
  Record<keyof z.input<typeof algoliaEnvSchema>, string | undefined>
>;

/**
 * The Algolia configuration, or undefined when `ALGOLIA_APP_ID` is unset (the built-in engine is
 * used then). Throws an error listing every problem when Algolia is only partly configured,
 * including a key set without an application id.
 */
export function algoliaConfigFromEnv(
  env: AlgoliaEnv | NodeJS.ProcessEnv,
): AlgoliaConfig | undefined {
  const values = env as AlgoliaEnv;
  if (blankAsUnset(values.ALGOLIA_APP_ID) === undefined) {
    const stray = (['ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_ADMIN_API_KEY'] as const).filter(
      (name) => blankAsUnset(values[name]) !== undefined,
    );
    if (stray.length > 0) {
      throw new Error(
        `Invalid Algolia configuration:\n✖ ALGOLIA_APP_ID is required when ${stray.join(' or ')} is set`,
      );
    }
    return undefined;
  }
  const parsed = algoliaEnvSchema.safeParse({
    ALGOLIA_APP_ID: values.ALGOLIA_APP_ID,
    ALGOLIA_SEARCH_API_KEY: values.ALGOLIA_SEARCH_API_KEY,
    ALGOLIA_ADMIN_API_KEY: values.ALGOLIA_ADMIN_API_KEY,
    ALGOLIA_INDEX_POSTS: values.ALGOLIA_INDEX_POSTS,
    ALGOLIA_INDEX_AUTHORS: values.ALGOLIA_INDEX_AUTHORS,
    ALGOLIA_INDEX_SERIES: values.ALGOLIA_INDEX_SERIES,
  });
  if (!parsed.success) {
    throw new Error(`Invalid Algolia configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const data = parsed.data;
  return {
    appId: data.ALGOLIA_APP_ID,
    searchApiKey: data.ALGOLIA_SEARCH_API_KEY,
    adminApiKey: data.ALGOLIA_ADMIN_API_KEY,
    indexes: {
      posts: data.ALGOLIA_INDEX_POSTS,
      authors: data.ALGOLIA_INDEX_AUTHORS,
      series: data.ALGOLIA_INDEX_SERIES,
    },
  };
}

/** The part of the configuration a browser may receive: never the admin key. */
export function algoliaBrowserConfig(config: AlgoliaBrowserConfig): AlgoliaBrowserConfig {
  return { appId: config.appId, searchApiKey: config.searchApiKey, indexes: { ...config.indexes } };
}
