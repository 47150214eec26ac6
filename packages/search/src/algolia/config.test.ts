import { describe, expect, it } from 'vitest';
import { algoliaBrowserConfig, algoliaConfigFromEnv } from '../config';

const full = {
  ALGOLIA_APP_ID: 'ABC123',
  ALGOLIA_SEARCH_API_KEY: 'search-key',
  ALGOLIA_ADMIN_API_KEY: 'admin-key',
};

describe('algoliaConfigFromEnv', () => {
  it('is undefined without an application id: the built-in engine answers', () => {
    expect(algoliaConfigFromEnv({})).toBeUndefined();
    expect(
      algoliaConfigFromEnv({ ALGOLIA_APP_ID: '  ', ALGOLIA_INDEX_POSTS: 'custom' }),
    ).toBeUndefined();
  });

  it('reads a full configuration, with default index names', () => {
    expect(
      algoliaConfigFromEnv({
        ...full,
        ALGOLIA_INDEX_SERIES: ' prod_series ',
        ALGOLIA_INDEX_AUTHORS: '',
      }),
    ).toEqual({
      appId: 'ABC123',
      searchApiKey: 'search-key',
      adminApiKey: 'admin-key',
      indexes: { posts: 'posts', authors: 'authors', series: 'prod_series' },
    });
  });

  it('lists every problem of a partial configuration', () => {
    const attempt = () =>
      algoliaConfigFromEnv({ ALGOLIA_APP_ID: 'ABC123', ALGOLIA_INDEX_POSTS: 'bad name' });
    expect(attempt).toThrow(/ALGOLIA_SEARCH_API_KEY/);
    expect(attempt).toThrow(/ALGOLIA_ADMIN_API_KEY/);
    expect(attempt).toThrow(/ALGOLIA_INDEX_POSTS/);
  });

  it('refuses a key without an application id', () => {
    expect(() => algoliaConfigFromEnv({ ALGOLIA_SEARCH_API_KEY: 'search-key' })).toThrow(
      /ALGOLIA_APP_ID is required/,
    );
  });

  it('refuses the admin key as the browser key, and clashing index names', () => {
    expect(() => algoliaConfigFromEnv({ ...full, ALGOLIA_SEARCH_API_KEY: 'admin-key' })).toThrow(
      /search-only key/,
    );
    expect(() => algoliaConfigFromEnv({ ...full, ALGOLIA_INDEX_SERIES: 'posts_newest' })).toThrow(
      /must differ/,
    );
  });

  it('hands the browser no admin key', () => {
    const config = algoliaConfigFromEnv(full);
    expect(config && algoliaBrowserConfig(config)).toEqual({
      appId: 'ABC123',
      searchApiKey: 'search-key',
      indexes: { posts: 'posts', authors: 'authors', series: 'series' },
    });
  });
});
