import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Suggestions } from '@openshiur/search/client';

const algolia = vi.hoisted(() => ({ configs: [] as unknown[], failNextLoad: false }));

// The Algolia client itself is the search package's business; here only what it is given matters.
vi.mock('@openshiur/search/client/algolia', async () => {
  return {
    createAlgoliaSuggester: (config: unknown) => {
      if (algolia.failNextLoad) {
        algolia.failNextLoad = false;
        throw new Error('chunk failed to load');
      }
      algolia.configs.push(config);
      return async (query: string): Promise<Suggestions> => ({
        query,
        posts: { hits: [], more: false },
        authors: { hits: [], more: false },
        series: { hits: [], more: false },
      });
    },
  };
});

const { suggesterFor } = await import('./search-source');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('suggesterFor', () => {
  it('the site source asks the site’s suggestion endpoint', async () => {
    const answer: Suggestions = {
      query: 'daf',
      posts: { hits: [{ objectID: '1', title: 'Berachos 2' }], more: false },
      authors: { hits: [], more: false },
      series: { hits: [], more: false },
    };
    const fetch = vi.fn(async () => Response.json(answer));
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    await expect(suggesterFor({ kind: 'site' })('daf yomi', controller.signal)).resolves.toEqual(answer);
    expect(fetch).toHaveBeenCalledWith('/api/search/suggest?q=daf+yomi', expect.objectContaining({ signal: controller.signal }));
    expect(algolia.configs).toEqual([]);
  });

  it('the Algolia source hands the browser config to the Algolia suggester, never asking the site', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const suggest = suggesterFor({
      kind: 'algolia',
      appId: 'APP1',
      searchApiKey: 'search-only',
      indexNames: { posts: 'p', authors: 'a', series: 's' },
    });
    await expect(suggest('daf')).resolves.toMatchObject({ query: 'daf' });
    expect(algolia.configs).toEqual([{ appId: 'APP1', searchApiKey: 'search-only', indexes: { posts: 'p', authors: 'a', series: 's' } }]);
    expect(fetch).not.toHaveBeenCalled();
    // The client is made once, on the first search, and reused.
    await suggest('daf yomi');
    expect(algolia.configs).toHaveLength(1);
  });

  it('the Algolia client is fetched on the first search; when that fails, the site answers meanwhile', async () => {
    algolia.configs = [];
    const fromSite: Suggestions = { query: 'daf', posts: { hits: [], more: false }, authors: { hits: [], more: false }, series: { hits: [], more: false } };
    const fetch = vi.fn(async () => Response.json(fromSite));
    vi.stubGlobal('fetch', fetch);
    const suggest = suggesterFor({
      kind: 'algolia',
      appId: 'APP2',
      searchApiKey: 'search-only',
      indexNames: { posts: 'p', authors: 'a', series: 's' },
    });
    expect(algolia.configs).toEqual([]);
    algolia.failNextLoad = true;
    await expect(suggest('daf')).resolves.toEqual(fromSite);
    expect(fetch).toHaveBeenCalledWith('/api/search/suggest?q=daf', expect.anything());
    expect(algolia.configs).toEqual([]);
  });
});
