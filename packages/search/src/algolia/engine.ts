/**
 * The Algolia engine: the `SearchEngine` contract answered by Algolia. Searches use the search-only
 * key (the server never needs more to read); every method validates its input with the shared
 * rules first, so a bad request fails exactly as it does on the built-in engine.
 */
import { liteClient } from 'algoliasearch/lite';
import { validateListSearch, validatePostSearch, validateQuery } from '../request';
import type { ListSearchRequest, PostSearchRequest, SearchEngine } from '../types';
import { suggestWith, type AlgoliaBrowserConfig, type AlgoliaClientOptions } from './browser';
import {
  listSearchRequest,
  listSearchResponse,
  postSearchRequests,
  postSearchResponse,
} from './queries';

export interface AlgoliaSearchOptions {
  /** Application, search-only key and index names (the admin key is not needed to search). */
  config: AlgoliaBrowserConfig;
  /** Extra client options, e.g. the emulator's `requester` in tests. */
  clientOptions?: AlgoliaClientOptions;
}

export function createAlgoliaSearch({ config, clientOptions }: AlgoliaSearchOptions): SearchEngine {
  const client = liteClient(config.appId, config.searchApiKey, clientOptions);
  const { indexes } = config;

  async function searchList(indexName: string, label: string, request: ListSearchRequest) {
    const search = validateListSearch(request);
    const { results } = await client.search({ requests: [listSearchRequest(indexName, search)] });
    return listSearchResponse(search, results[0], label);
  }

  return {
    kind: 'algolia',

    async suggest(query) {
      // The same request the browser sends (browser.ts), after the server's validation.
      return suggestWith(client, indexes, validateQuery(query));
    },

    async searchPosts(request: PostSearchRequest) {
      const search = validatePostSearch(request);
      const { results } = await client.search({
        requests: postSearchRequests(indexes.posts, search),
      });
      return postSearchResponse(search, results);
    },

    searchAuthors: (request) => searchList(indexes.authors, 'authors', request),
    searchSeries: (request) => searchList(indexes.series, 'series', request),
  };
}
