import { loadOnce } from '@/lib/load-once';

export type { BrowserApollo } from './browser-client';

/**
 * The browser's one Apollo Client, fetched the first time a component needs the API. Pages are
 * server-rendered and only the player's listening progress and the subscribe buttons talk to
 * GraphQL from the browser, so Apollo (about 60 KiB gzip with its GraphQL and Observable code)
 * stays out of every page's scripts.
 */
export const loadBrowserApollo = loadOnce(() =>
  import('./browser-client').then(({ createBrowserApollo }) => createBrowserApollo()),
);
